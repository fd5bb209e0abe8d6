import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BundleStatus } from './BundleStatus';

// A fixed clock, so the pictures never change: 3 days 4 h 5 min 6 s before February (Helsinki).
const fixedNow = Date.parse('2025-01-28T17:54:54Z');

const meta = {
  title: 'Playable/BundleStatus',
  component: BundleStatus,
  tags: ['autodocs'],
  args: {
    state: 'notBought',
    size: 5,
    price: 500,
    discount: 200,
    now: () => new Date(fixedNow),
    onBuy: fn(),
    onPlay: fn(),
  },
} satisfies Meta<typeof BundleStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not bought this month: the price, the first-purchase discount and "Osta kuukausipaketti". */
export const NotBought: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('3 pv 04:05:06');
    await userEvent.click(canvas.getByRole('button', { name: 'Osta kuukausipaketti' }));
    await expect(args.onBuy).toHaveBeenCalledOnce();
  },
};

/** Bought, with tickets left to play. */
export const Unplayed: Story = {
  args: { state: 'unplayed', played: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Tämän kuukauden paketista pelattu 2 / 5 arpaa.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pelaa paketin arvat' }));
    await expect(args.onPlay).toHaveBeenCalledOnce();
  },
};

/** All played: the next bundle on the first day of next month, counted down. */
export const AllPlayed: Story = {
  args: { state: 'allPlayed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByRole('timer')).toHaveAccessibleName('Seuraava paketti 3 pv 04:05:06');
  },
};
