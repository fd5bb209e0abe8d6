import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BankPicker } from './BankPicker';

const meta = {
  title: 'Balance/BankPicker',
  component: BankPicker,
  tags: ['autodocs'],
  args: { onValueChange: fn() },
} satisfies Meta<typeof BankPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Nordea' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'OP' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('osuuspankki');
  },
};

export const Chosen: Story = { args: { defaultValue: 'saastopankki' } };

export const Missing: Story = {
  args: { error: 'Valitse maksutapa' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Valitse maksutapa')).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
