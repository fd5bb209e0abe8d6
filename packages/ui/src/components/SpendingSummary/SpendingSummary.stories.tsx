import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SpendingSummary } from './SpendingSummary';

const meta = {
  title: 'Account/SpendingSummary',
  component: SpendingSummary,
  tags: ['autodocs'],
  args: {
    thisMonth: { deposited: 5000, spent: 1500, won: 1000, net: -500 },
    last12Months: { deposited: 42000, spent: 38500, won: 12000, net: -26500 },
  },
} satisfies Meta<typeof SpendingSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Pelaamisesi yhteenveto' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    thisMonth: { deposited: 0, spent: 0, won: 0, net: 0 },
    last12Months: { deposited: 0, spent: 0, won: 0, net: 0 },
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
