import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountBalances } from './AccountBalances';
import { sampleAccounts } from './fixtures';

const meta = {
  title: 'Money/AccountBalances',
  component: AccountBalances,
  tags: ['autodocs'],
  args: { accounts: sampleAccounts, timeZone: 'Europe/Helsinki' },
} satisfies Meta<typeof AccountBalances>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Tilisaldot' })).toBeInTheDocument();
    await expect(canvas.getByText('Yhteensä').nextElementSibling).toHaveTextContent('48,50 €');
    await expect(canvas.getByText('Vanhenemispäivä').nextElementSibling).toHaveTextContent(
      '31.12.2025 23:59',
    );
  },
};

export const WithoutTicketSeries: Story = {
  args: { accounts: sampleAccounts.filter((a) => !a.ticket_series) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Vanhenemispäivä')).toBeNull();
    await expect(canvas.getByText('Voitot').nextElementSibling).toHaveTextContent('22,50 €');
  },
};

export const Empty: Story = {
  args: { accounts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Yhteensä').nextElementSibling).toHaveTextContent('0,00 €');
  },
};
