import type { Profile } from '@arpa/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServer, reply } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { ProfilePage } from './ProfilePage';

// The unit project shares modules between files (isolate: false): a module another file loaded under its
// vi.mock of lib/session would keep that mock here. This file starts from fresh app modules.
vi.hoisted(() => vi.resetModules());

const profile: Profile = {
  sub: 'maija',
  first_name: 'Maija',
  last_name: 'Meikäläinen',
  email: 'maija@example.fi',
  phone: null,
  address: null,
  marketing_permission: false,
  marketing_allowed: false,
  advertisement_allowed: false,
  strongly_authenticated: null,
};

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));

describe('the password change on the profile page', () => {
  it('says the current password was wrong under its field, beside the toast, and keeps what was typed', async () => {
    const server = createFakeServer()
      .on('GET', '/me', () => profile)
      .on('PATCH', '/me/password', () =>
        reply(401, {
          code: 'invalid_credentials',
          description: 'Virheellinen sähköpostiosoite tai salasana.',
        }),
      );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp(<ProfilePage />, { url: '/tili', server });
    await userEvent.type(field('Nykyinen salasana'), 'vaara-salasana');
    await userEvent.type(field('Uusi salasana'), 'uusi-salasana');
    await userEvent.type(field('Uusi salasana uudelleen'), 'uusi-salasana');
    await userEvent.click(screen.getByRole('button', { name: 'Vaihda salasana' }));

    expect(await screen.findByText('Nykyinen salasana on väärä.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Salasanan vaihto epäonnistui');
    expect(screen.queryByText(/sähköpostiosoite/)).not.toBeInTheDocument();
    expect(field('Uusi salasana')).toHaveValue('uusi-salasana');
    expect(server.requestsTo('PATCH', '/me/password').map((request) => request.body)).toEqual([
      { current_password: 'vaara-salasana', new_password: 'uusi-salasana' },
    ]);
    vi.mocked(console.error).mockRestore();
  });

  it('says under the email field that another account has the address', async () => {
    const server = createFakeServer()
      .on('GET', '/me', () => profile)
      .on('PATCH', '/me', () =>
        reply(409, { code: 'email_already_registered', description: 'Sähköpostiosoite on jo rekisteröity.' }),
      );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp(<ProfilePage />, { url: '/tili', server });
    const email = await screen.findByLabelText(/^Sähköposti/);
    await userEvent.clear(email);
    await userEvent.type(email, 'matti@example.fi');
    await userEvent.click(screen.getByRole('button', { name: 'Tallenna' }));

    await vi.waitFor(() =>
      expect(email).toHaveAccessibleDescription('Sähköpostiosoite on jo toisen tilin käytössä.'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Tietojen päivitys epäonnistui');
    expect(email).toHaveValue('matti@example.fi');
    vi.mocked(console.error).mockRestore();
  });
});
