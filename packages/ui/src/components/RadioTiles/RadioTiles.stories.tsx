import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioTiles } from './RadioTiles';

const swatch = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="${fill}"/></svg>`,
  )}`;

const options = [
  { id: '11', label: 'Punainen muki', image: swatch('#b3261e') },
  { id: '12', label: 'Vihreä muki', image: swatch('#00553e') },
  { id: '13', label: 'Sininen muki', image: swatch('#1a5fd0') },
];

const meta = {
  title: 'Forms/RadioTiles',
  component: RadioTiles,
  tags: ['autodocs'],
  args: { options, onValueChange: fn(), name: 'product_option_id' },
} satisfies Meta<typeof RadioTiles>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Valitse:' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Punainen muki' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Vihreä muki' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Sininen muki' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('13');
  },
};

export const Chosen: Story = {
  args: { defaultValue: '12' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('radio', { name: 'Vihreä muki' })).toHaveFocus();
  },
};

export const TextOnly: Story = {
  args: {
    legend: 'Summa',
    options: [
      { id: '10', label: '10 €' },
      { id: '20', label: '20 €' },
      { id: '50', label: '50 €' },
      { id: '100', label: '100 €' },
    ],
  },
};

export const Invalid: Story = {
  args: { error: 'Valitse tuotevaihtoehto' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveAccessibleDescription(
      'Valitse tuotevaihtoehto',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '11' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
