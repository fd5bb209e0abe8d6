import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PlaySessionBar } from './PlaySessionBar';

const now = () => new Date('2026-03-01T10:47:00Z');

const meta = {
  title: 'Play/PlaySessionBar',
  component: PlaySessionBar,
  tags: ['autodocs'],
  args: {
    startedAt: '2026-03-01T10:05:00Z',
    net: -600,
    realityCheckMinutes: 60,
    onRealityCheckMinutesChange: fn(),
    now,
  },
} satisfies Meta<typeof PlaySessionBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 42 minutes into the session, 6 € down; the reminder's interval is chosen from the list. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Pelikerta' });
    await expect(bar).toHaveTextContent('Peliaika42 min');
    await expect(bar).toHaveTextContent('Tulos−6,00 €');
    await userEvent.selectOptions(within(bar).getByLabelText('Muistutus peliajasta'), '15 min välein');
    await expect(args.onRealityCheckMinutesChange).toHaveBeenCalledWith(15);
  },
};

/** No session running yet: nothing played. */
export const NoSession: Story = { args: { startedAt: null, net: 0 } };

/** With the quick stop beside the figures, as on the game page. */
export const WithQuickStop: Story = {
  args: {
    actions: (
      <Button variant="secondary" size="small">
        Pikatauko
      </Button>
    ),
  },
};

export const Mobile: Story = {
  args: WithQuickStop.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
