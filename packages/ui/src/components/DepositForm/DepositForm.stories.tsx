import { depositEurosFromQuery } from '@arpa/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DepositForm } from './DepositForm';

const meta = {
  title: 'Balance/DepositForm',
  component: DepositForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
} satisfies Meta<typeof DepositForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '10 €' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('textbox', { name: 'Muu summa (€)' })).toHaveValue('20');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Nordea' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ value: 2000, payment_method: 'nordea' });
  },
};

export const FromQuery: Story = {
  args: { defaultAmount: depositEurosFromQuery(1550), defaultPaymentMethod: 'osuuspankki' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Muu summa (€)' })).toHaveValue('16');
  },
};

export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: 'Muu summa (€)' });
    await userEvent.type(amount, 'kymppi');
    await userEvent.tab();
    await expect(canvas.getByText('Virheellinen syöte')).toBeVisible();
    await expect(amount).toHaveValue('10');
  },
};

export const BelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Muu summa (€)' }), '5');
    await userEvent.tab();
    await expect(canvas.getByText('Pienin summa on 10 €')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '10 €' })).toBeChecked();
  },
};

export const AboveMaximum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Muu summa (€)' }), '150');
    await userEvent.tab();
    await expect(canvas.getByText('Suurin summa on 100 €')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '100 €' })).toBeChecked();
  },
};

export const Missing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Siirry maksamaan' }));
    await expect(canvas.getByText('Valitse summa')).toBeVisible();
    await expect(canvas.getByText('Valitse maksutapa')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { defaultAmount: 20, defaultPaymentMethod: 'danske', submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Siirry maksamaan' })).toBeDisabled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
