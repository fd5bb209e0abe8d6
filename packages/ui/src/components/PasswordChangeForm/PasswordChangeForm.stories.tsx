import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordChangeForm } from './PasswordChangeForm';

const meta = {
  title: 'Account/PasswordChangeForm',
  component: PasswordChangeForm,
  tags: ['autodocs'],
  args: { onSubmit: fn((): Promise<unknown> => Promise.resolve()) },
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
    await userEvent.type(canvas.getByLabelText(/^Uusi salasana\*?$/), 'uusi-salasana-1');
    await userEvent.type(canvas.getByLabelText(/^Uusi salasana uudelleen/), 'uusi-salasana-2');
    await expect(canvas.getByText('Salasanat eivät täsmää')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Vaihda salasana' })).toBeDisabled();
  },
};

/** A new password shorter than the rule: its error once the field is left, the button disabled. */
export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Nykyinen salasana/), 'vanha-salasana');
    await userEvent.type(canvas.getByLabelText(/^Uusi salasana\*?$/), 'lyhyt');
    await userEvent.tab();
    await expect(canvas.getByText('Salasanan on oltava vähintään 8 merkkiä pitkä.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Vaihda salasana' })).toBeDisabled();
  },
};

/** The app's answer for a wrong current password, under that field; the typed passwords stay. */
export const WrongCurrentPassword: Story = {
  args: {
    onSubmit: fn((): Promise<unknown> =>
      Promise.resolve({ currentPasswordError: 'Nykyinen salasana on väärä.' }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Nykyinen salasana/), 'vaara-salasana');
    await userEvent.type(canvas.getByLabelText(/^Uusi salasana\*?$/), 'uusi-salasana');
    await userEvent.type(canvas.getByLabelText(/^Uusi salasana uudelleen/), 'uusi-salasana');
    await userEvent.click(canvas.getByRole('button', { name: 'Vaihda salasana' }));
    await expect(await canvas.findByText('Nykyinen salasana on väärä.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Nykyinen salasana/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Vaihda salasana' })).toBeDisabled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
