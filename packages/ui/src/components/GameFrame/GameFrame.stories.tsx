import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GameFrame } from './GameFrame';

// A stand-in game: the story needs no game server (the real game is exercised by the e2e tests).
const game =
  'data:text/html;charset=utf-8,' +
  encodeURIComponent(
    '<!doctype html><html lang="fi"><body style="font-family:sans-serif;display:grid;place-items:center;height:100vh;margin:0;background:%23e3f1ec"><p>Peli</p></body></html>',
  );

const meta = {
  title: 'Playable/GameFrame',
  component: GameFrame,
  tags: ['autodocs'],
  args: { src: game, title: 'Raaputusarpa', tapToFullscreen: false, onFullscreenChange: fn() },
} satisfies Meta<typeof GameFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A large screen: the game plays in the page. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTitle('Raaputusarpa')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A phone: the game waits for a tap that opens it fullscreen. */
export const SmallScreen: Story = {
  args: { tapToFullscreen: true },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Napauta pelataksesi koko näytöllä' }),
    ).toBeVisible();
  },
};

/** After the tap: the game covers the screen, with a way out. */
export const Fullscreen: Story = {
  args: { tapToFullscreen: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Napauta pelataksesi koko näytöllä' }));
    await expect(args.onFullscreenChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'Sulje koko näyttö' })).toBeVisible();
  },
};
