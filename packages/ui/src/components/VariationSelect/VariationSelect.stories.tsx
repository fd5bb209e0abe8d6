import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VariationSelect } from './VariationSelect';

const meta = {
  title: 'Shop/VariationSelect',
  component: VariationSelect,
  tags: ['autodocs'],
  args: {
    variations: [
      { id: 1, name: 'Musta' },
      { id: 2, name: 'Valkoinen' },
      { id: 3, name: 'Punainen' },
    ],
    onValueChange: fn(),
  },
} satisfies Meta<typeof VariationSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Valitse vaihtoehto' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Punainen');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    await expect(select).toHaveValue('3');
  },
};

export const Preselected: Story = {
  args: { defaultValue: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue('2');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};
