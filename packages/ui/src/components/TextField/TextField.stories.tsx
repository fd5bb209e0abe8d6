import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Etunimi', name: 'firstname', onValueChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Etunimi' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Maija');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Maija');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Etunimi/ })).toBeRequired();
  },
};

export const WithHint: Story = {
  args: { label: 'Postinumero', name: 'postal_code', inputMode: 'numeric', hint: 'Viisi numeroa' },
};

export const Invalid: Story = {
  args: { label: 'Postinumero', name: 'postal_code', defaultValue: '123', error: 'Virheellinen postinumero' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Postinumero' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Virheellinen postinumero');
  },
};

export const Missing: Story = { args: { required: true, error: 'Puuttuva arvo' } };

export const Email: Story = {
  args: { label: 'Sähköposti', name: 'email', type: 'email', autoComplete: 'email' },
};

export const Disabled: Story = {
  args: { defaultValue: 'Maija', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Etunimi' })).toBeDisabled();
  },
};
