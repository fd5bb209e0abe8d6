import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CategoryTabs } from './CategoryTabs';

const categories = [
  { id: 'koti', name: 'Koti' },
  { id: 'vapaa-aika', name: 'Vapaa-aika' },
  { id: 'lahjakortit', name: 'Lahjakortit' },
];

const meta = {
  title: 'Shop/CategoryTabs',
  component: CategoryTabs,
  tags: ['autodocs'],
  args: { categories, onValueChange: fn(), children: <p>Tuotteet</p> },
} satisfies Meta<typeof CategoryTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** From 800 px up: tabs, moved between with the arrow keys. */
export const Playground: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { hidden: true })).not.toBeVisible();
    const first = canvas.getByRole('tab', { name: 'Koti' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('tab', { name: 'Vapaa-aika' });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('vapaa-aika');
    await expect(canvas.getByRole('tabpanel', { name: 'Vapaa-aika' })).toHaveTextContent('Tuotteet');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Lahjakortit' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Chosen: Story = {
  args: { defaultValue: 'lahjakortit' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Lahjakortit' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Below 800 px: a native dropdown. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { hidden: true })).not.toBeVisible();
    const select = canvas.getByRole('combobox', { name: 'Tuoteryhmä' });
    await userEvent.selectOptions(select, 'Lahjakortit');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('lahjakortit');
    await expect(select).toHaveValue('lahjakortit');
  },
};

function ControlledTabs() {
  const [category, setCategory] = useState('koti');
  return (
    <CategoryTabs categories={categories} value={category} onValueChange={setCategory}>
      <p>Sivu 1: {categories.find((c) => c.id === category)?.name}</p>
    </CategoryTabs>
  );
}

/** The app keeps the category (and resets the page) itself. */
export const Controlled: Story = {
  render: () => <ControlledTabs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Lahjakortit' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Sivu 1: Lahjakortit');
    await expect(canvas.getByRole('combobox', { hidden: true })).toHaveValue('lahjakortit');
  },
};
