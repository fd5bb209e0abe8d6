import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PendingLimitRaises } from './PendingLimitRaises';

const meta = {
  title: 'Account/PendingLimitRaises',
  component: PendingLimitRaises,
  tags: ['autodocs'],
  args: {
    onConfirm: fn(),
    timeZone: 'Europe/Helsinki',
    limits: [
      { variety: 'play_by_day', next_value: 8000, next_from: '2026-03-02T10:00:00Z', confirmable: false },
    ],
  },
} satisfies Meta<typeof PendingLimitRaises>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A raise still waiting: when it can be confirmed, no button yet. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Its time has come: "Vahvista" applies it. */
export const Due: Story = {
  args: {
    limits: [
      { variety: 'play_by_day', next_value: 8000, next_from: '2026-03-02T10:00:00Z', confirmable: true },
      { variety: 'deposit_by_month', next_value: -1, next_from: '2026-04-01T00:00:00Z', confirmable: false },
    ],
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Vahvista: Päiväkohtainen peliraja' }),
    );
    await expect(args.onConfirm).toHaveBeenCalledWith('play_by_day');
  },
};

export const Mobile: Story = { ...Due, globals: { viewport: { value: 'mobile', isRotated: false } } };
