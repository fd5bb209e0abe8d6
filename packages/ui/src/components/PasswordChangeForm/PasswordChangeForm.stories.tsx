import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordChangeForm } from './PasswordChangeForm';

const meta = {
  title: 'Account/PasswordChangeForm',
  component: PasswordChangeForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(() => Promise.resolve()) },
} satisfies Meta<typeof PasswordChangeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Vaihda salasana' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('vanha-salasana');
    await userEvent.tab();
    await userEvent.keyboard('uusi-salasana');
    await userEvent.tab();
    await userEvent.keyboard('uusi-salasana');
    await expect(button).toBeEnabled();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      current_password: 'vanha-salasana',
      new_password: 'uusi-salasana',
    });
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Nykyinen salasana/), 'vanha');
    await userEvent.type(canvas.getByLabelText(/^Uusi salasana\*?$/), 'uusi-1');
    await userEvent.type(canvas.getByLabelText(/^Uusi salasana uudelleen/), 'uusi-2');
    await expect(canvas.getByText('Salasanat eivät täsmää')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Vaihda salasana' })).toBeDisabled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Vaihda salasana' })).toBeDisabled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
