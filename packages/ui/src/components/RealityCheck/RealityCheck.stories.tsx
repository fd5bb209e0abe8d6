import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RealityCheck } from './RealityCheck';

const meta = {
  title: 'Play/RealityCheck',
  component: RealityCheck,
  tags: ['autodocs'],
  args: {
    open: true,
    playedMs: 61 * 60_000,
    spent: 2400,
    won: 1000,
    net: -1400,
    onContinue: fn(),
    onStop: fn(),
  },
} satisfies Meta<typeof RealityCheck>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An hour played at a loss; "Jatka" goes on, by keyboard too. */
export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Muistutus peliajasta' });
    await expect(dialog).toHaveAccessibleDescription(
      'Olet pelannut 1\u00a0h 1\u00a0min. Tässä pelikertasi tähän asti:',
    );
    await expect(dialog).toHaveTextContent('Tulos−14,00 €');
    await expect(within(dialog).getByRole('button', { name: 'Jatka' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await expect(args.onStop).not.toHaveBeenCalled();
  },
};

/** Escape is "Lopeta": going on takes a deliberate choice. */
export const EscapeStops: Story = {
  play: async ({ args }) => {
    await within(document.body).findByRole('dialog', { name: 'Muistutus peliajasta' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onStop).toHaveBeenCalledTimes(1);
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/** A session that has won more than it spent: the same plain figures, no celebration. */
export const AheadOfSpending: Story = {
  args: { playedMs: 15 * 60_000, spent: 600, won: 2000, net: 1400 },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
