import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordChangeForm } from './PasswordChangeForm';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));
const button = () => screen.getByRole('button', { name: 'Vaihda salasana' });

describe('PasswordChangeForm', () => {
  it('keeps the button disabled until all are filled and the new ones match', async () => {
    render(<PasswordChangeForm onSubmit={vi.fn()} />);
    expect(button()).toBeDisabled();
    await userEvent.type(field('Nykyinen salasana'), 'vanha');
    await userEvent.type(field('Uusi salasana'), 'uusi-123');
    expect(button()).toBeDisabled();
    await userEvent.type(field('Uusi salasana uudelleen'), 'uusi-12');
    expect(button()).toBeDisabled();
    expect(screen.getByText('Salasanat eivät täsmää')).toBeInTheDocument();
    await userEvent.type(field('Uusi salasana uudelleen'), '3');
    expect(button()).toBeEnabled();
    expect(screen.queryByText('Salasanat eivät täsmää')).not.toBeInTheDocument();
  });

  it('sends current and new password and empties the fields on success', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<PasswordChangeForm onSubmit={onSubmit} />);
    await userEvent.type(field('Nykyinen salasana'), 'vanha');
    await userEvent.type(field('Uusi salasana'), 'uusi-salasana');
    await userEvent.type(field('Uusi salasana uudelleen'), 'uusi-salasana{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ current_password: 'vanha', new_password: 'uusi-salasana' });
    await vi.waitFor(() => expect(field('Nykyinen salasana')).toHaveValue(''));
    expect(button()).toBeDisabled();
  });

  it('keeps the passwords when the change fails', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('400')));
    render(<PasswordChangeForm onSubmit={onSubmit} />);
    await userEvent.type(field('Nykyinen salasana'), 'vanha');
    await userEvent.type(field('Uusi salasana'), 'uusi-salasana');
    await userEvent.type(field('Uusi salasana uudelleen'), 'uusi-salasana');
    await userEvent.click(button());
    await vi.waitFor(() => expect(button()).toBeEnabled());
    expect(field('Nykyinen salasana')).toHaveValue('vanha');
  });

  it('says the new password is too short once it is left, and keeps the button disabled', async () => {
    render(<PasswordChangeForm onSubmit={vi.fn()} />);
    await userEvent.type(field('Nykyinen salasana'), 'vanha');
    await userEvent.type(field('Uusi salasana'), 'lyhyt');
    expect(field('Uusi salasana')).toHaveAccessibleDescription('Vähintään 8 merkkiä.');
    expect(screen.queryByText('Salasanan on oltava vähintään 8 merkkiä pitkä.')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(field('Uusi salasana')).toHaveAccessibleDescription(
      'Vähintään 8 merkkiä. Salasanan on oltava vähintään 8 merkkiä pitkä.',
    );
    await userEvent.type(field('Uusi salasana uudelleen'), 'lyhyt');
    expect(button()).toBeDisabled();
  });

  it('shows a refusal under the current password until it is changed, keeping what was typed', async () => {
    const onSubmit = vi.fn(() => Promise.resolve({ currentPasswordError: 'Nykyinen salasana on väärä.' }));
    render(<PasswordChangeForm onSubmit={onSubmit} />);
    await userEvent.type(field('Nykyinen salasana'), 'vaara');
    await userEvent.type(field('Uusi salasana'), 'uusi-salasana');
    await userEvent.type(field('Uusi salasana uudelleen'), 'uusi-salasana{Enter}');
    expect(await screen.findByText('Nykyinen salasana on väärä.')).toBeInTheDocument();
    expect(field('Nykyinen salasana')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Uusi salasana')).toHaveValue('uusi-salasana');
    await userEvent.type(field('Nykyinen salasana'), 'x');
    expect(screen.queryByText('Nykyinen salasana on väärä.')).not.toBeInTheDocument();
  });

  it('does not submit with Enter while the new passwords differ', async () => {
    const onSubmit = vi.fn();
    render(<PasswordChangeForm onSubmit={onSubmit} />);
    await userEvent.type(field('Nykyinen salasana'), 'vanha');
    await userEvent.type(field('Uusi salasana'), 'uusi-salasana');
    await userEvent.type(field('Uusi salasana uudelleen'), 'muu-salasana{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
