import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Countdown } from './Countdown';

// 28 Jan 2025 19:54:54 in Helsinki: 3 days 4 h 5 min 6 s before February.
const fixedNow = Date.parse('2025-01-28T17:54:54Z');

const meta = {
  title: 'Playable/Countdown',
  component: Countdown,
  tags: ['autodocs'],
  args: { now: () => new Date(fixedNow) },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A fixed clock, so the picture never changes; the unit tests check the ticking every second. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('3 pv 04:05:06');
  },
};

/** The last minute of the month. */
export const AlmostOver: Story = {
  args: { now: () => new Date('2025-01-31T21:59:30Z'), label: 'Seuraava paketti' },
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent('0 pv 00:00:30');
    await expect(timer).toHaveAccessibleName('Seuraava paketti 0 pv 00:00:30');
  },
};
