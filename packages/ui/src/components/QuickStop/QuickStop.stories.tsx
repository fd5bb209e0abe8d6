import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuickStop } from './QuickStop';

const meta = {
  title: 'Account/QuickStop',
  component: QuickStop,
  tags: ['autodocs'],
  args: {
    onConfirm: fn(),
    now: () => new Date('2026-03-01T10:05:00Z'),
    timeZone: 'Europe/Helsinki',
  },
} satisfies Meta<typeof QuickStop>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button; by keyboard the dialog opens, states the end and sets the stop. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(document.body);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Pikatauko' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Pikatauko' });
    await expect(dialog).toHaveAccessibleDescription(/02\.03\.2026 12:05 asti/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aseta pikatauko' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/** The confirmation as the player sees it. */
export const Confirming: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pikatauko' }));
    await within(document.body).findByRole('dialog', { name: 'Pikatauko' });
  },
};

/** A running stop: only its end, no way to lift it. */
export const Active: Story = {
  args: { activeUntil: '2026-03-02T10:05:00Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Pikatauko 02.03.2026 12:05 asti');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
