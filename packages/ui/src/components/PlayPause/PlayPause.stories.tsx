import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlayPause } from './PlayPause';

const meta = {
  title: 'Account/PlayPause',
  component: PlayPause,
  tags: ['autodocs'],
  args: { onSetPause: fn(), onValueChange: fn(), timeZone: 'Europe/Helsinki' },
} satisfies Meta<typeof PlayPause>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Aseta pelitauko' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 vuorokausi' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '1 viikko' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSetPause).toHaveBeenCalledWith(10080);
  },
};

export const Chosen: Story = { args: { defaultValue: 43200 } };

export const Active: Story = {
  args: { pausedUntil: '2026-03-01T10:05:00Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Pelitauko päättyy 01.03.2026 12:05',
    );
  },
};

export const Submitting: Story = {
  args: { defaultValue: 1440, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Aseta pelitauko' })).toBeDisabled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
