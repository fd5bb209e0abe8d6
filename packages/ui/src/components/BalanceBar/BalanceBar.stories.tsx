import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BalanceBar } from './BalanceBar';

const meta = {
  title: 'Money/BalanceBar',
  component: BalanceBar,
  tags: ['autodocs'],
  args: { saldo: 123450 },
} satisfies Meta<typeof BalanceBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Saldosi: 1 234,50 €')).toBeInTheDocument();
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Lisää saldoa' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/tili/lisaa-saldoa');
  },
};

export const Empty: Story = {
  args: { saldo: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Saldosi: 0,00 €')).toBeInTheDocument();
  },
};

export const CustomLabel: Story = {
  args: { saldo: 500, label: 'Pelisaldo' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pelisaldo: 5,00 €')).toBeInTheDocument();
  },
};
