import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm, type ContactDefaultValues } from './ContactForm';

const full: ContactDefaultValues = {
  firstname: 'Maija',
  lastname: 'Meikäläinen',
  email: 'maija@example.fi',
  phone: '0401234567',
  address: 'Mannerheimintie 1',
  postal_code: '00100',
  city: 'Helsinki',
};

const input = (name: RegExp) => screen.getByRole('textbox', { name });

describe('ContactForm', () => {
  it('checkout: every field is required', async () => {
    const onSubmit = vi.fn();
    render(<ContactForm mode="checkout" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('Puuttuva arvo')).toHaveLength(7);
    for (const name of [
      /Etunimi/,
      /Sukunimi/,
      /Sähköposti/,
      /Puhelinnumero/,
      /Katuosoite/,
      /Postinumero/,
      /Postitoimipaikka/,
    ]) {
      expect(input(name)).toBeRequired();
    }
  });

  it('extra draw: all required too, and sends only checked consents as true', async () => {
    const onSubmit = vi.fn();
    render(<ContactForm mode="extraDraw" onSubmit={onSubmit} defaultValues={full} />);
    expect(input(/Puhelinnumero/)).toBeRequired();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Kumppanien mainonta sallittu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Osallistu lisäarvontaan' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...full, advertisement_allowed: true });
    expect(onSubmit.mock.calls[0][0]).not.toHaveProperty('marketing_allowed');
  });

  it('profile: phone and address are optional, name and email are not', async () => {
    const onSubmit = vi.fn();
    render(
      <ContactForm
        mode="profile"
        onSubmit={onSubmit}
        defaultValues={{ firstname: 'Maija', lastname: 'M', email: 'm@example.fi', marketing_allowed: true }}
      />,
    );
    expect(input(/Puhelinnumero/)).not.toBeRequired();
    expect(input(/Katuosoite/)).not.toBeRequired();
    expect(input(/Sähköposti/)).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(onSubmit).toHaveBeenCalledWith({
      firstname: 'Maija',
      lastname: 'M',
      email: 'm@example.fi',
      phone: '',
      address: '',
      postal_code: '',
      city: '',
      marketing_allowed: true,
    });
  });

  it('rejects a postal code that is not five digits, in every mode', async () => {
    const onSubmit = vi.fn();
    render(<ContactForm mode="profile" onSubmit={onSubmit} defaultValues={{ ...full, postal_code: '' }} />);
    const postal = input(/Postinumero/);
    await userEvent.type(postal, '1234');
    await userEvent.tab();
    expect(postal).toHaveAccessibleDescription('Virheellinen postinumero');
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(postal).toHaveFocus();
    await userEvent.type(postal, '5');
    expect(postal).not.toHaveAttribute('aria-invalid');
  });

  it('rejects an email address the API would refuse, before anything is sent', async () => {
    const onSubmit = vi.fn();
    render(<ContactForm mode="checkout" onSubmit={onSubmit} defaultValues={{ ...full, email: '' }} />);
    const email = input(/Sähköposti/);
    await userEvent.type(email, 'maija@example');
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(email).toHaveAccessibleDescription('Virheellinen sähköpostiosoite');
    await userEvent.type(email, '.fi');
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...full, email: 'maija@example.fi' });
  });

  it('rejects a phone number the API would refuse; in the profile an empty one is fine', async () => {
    const onSubmit = vi.fn();
    render(<ContactForm mode="profile" onSubmit={onSubmit} defaultValues={{ ...full, phone: '' }} />);
    const phone = input(/Puhelinnumero/);
    await userEvent.type(phone, 'DROP TABLE');
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(phone).toHaveAccessibleDescription('Virheellinen puhelinnumero');
    await userEvent.clear(phone);
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ phone: '' }));
  });

  it('shows a refused save under its field, focused, until the field is changed', async () => {
    const onSubmit = vi.fn(() =>
      Promise.resolve({ fieldErrors: { email: 'Sähköpostiosoite on jo toisen tilin käytössä.' } }),
    );
    render(<ContactForm mode="profile" onSubmit={onSubmit} defaultValues={full} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    const email = input(/Sähköposti/);
    await vi.waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Sähköpostiosoite on jo toisen tilin käytössä.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('locks the names of a strongly authenticated user but still sends them', async () => {
    const onSubmit = vi.fn();
    render(<ContactForm mode="checkout" onSubmit={onSubmit} defaultValues={full} lockedNames />);
    expect(input(/Etunimi/)).toBeDisabled();
    expect(input(/Sukunimi/)).toBeDisabled();
    expect(input(/Sähköposti/)).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(onSubmit).toHaveBeenCalledWith(full);
  });

  it('can hide the consents', () => {
    render(<ContactForm mode="checkout" onSubmit={vi.fn()} showConsents={false} />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
