import type { Product } from '@arpa/contract';
import { ToastProvider } from '@arpa/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductPage } from './ProductPage';
import { ApiClientProvider } from '../../../lib/api-context';
import { fakeApiClient } from '../../../lib/fake-api-client';

const api = vi.fn();
const session = { ready: true, loggedIn: false, user: null, login: vi.fn() };
vi.mock('../../../lib/session', () => ({ useSession: () => session }));
const cart = { items: [] as unknown[], count: 0, loading: false, save: vi.fn(), refresh: vi.fn() };
vi.mock('../../../lib/cart', () => ({ useCart: () => cart }));
// Mocked on its own too: with the shared module cache of the unit project, lib/save-cart may already be
// loaded with the real lib/cart by another file's test.
vi.mock('../../../lib/save-cart', () => ({ useSaveCart: () => ({ trigger: cart.save, isMutating: false }) }));

const fi = (value: string) => [{ lang: 'fi', value }];
const product = {
  id: 7,
  custom_id: 'paita',
  names: fi('T-paita'),
  descriptions: fi('Puuvillaa.'),
  images: [],
  value: 2500,
  hidden: false,
  category: 1,
  variations: [
    { id: 71, name: 'S' },
    { id: 72, name: 'M' },
  ],
  options: [
    { id: 81, names: fi('Punainen'), images: [] },
    { id: 82, names: fi('Sininen'), images: [] },
  ],
} as unknown as Product;
const accounts = {
  items: [
    { id: 1, variety: 'wins', saldo: 1200 },
    { id: 2, variety: 'bonus', saldo: 300 },
    { id: 3, variety: 'money', saldo: 9900 },
  ],
};

function renderPage() {
  render(
    <SWRConfig
      value={{
        provider: () => new Map(),
        dedupingInterval: 0,
      }}
    >
      <ApiClientProvider
        client={fakeApiClient((path: string, request?: unknown) =>
          path === '/api/v1/accounts/self' ? accounts : api(path, request),
        )}
      >
        <ToastProvider>
          <MemoryRouter initialEntries={['/voittokauppa/7']}>
            <Routes>
              <Route path="/voittokauppa/:id" element={<ProductPage />} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </ApiClientProvider>
    </SWRConfig>,
  );
}

describe('the product detail page', () => {
  beforeEach(() => {
    api.mockReset();
    api.mockResolvedValue(product);
    cart.save.mockReset();
    cart.save.mockResolvedValue([]);
    session.loggedIn = false;
  });

  it('shows an anonymous visitor the variations and options, with the add button disabled and why', async () => {
    renderPage();
    const select = await screen.findByRole('combobox', { name: 'Valitse vaihtoehto' });
    expect(select).toHaveDisplayValue('S');
    expect(screen.getByRole('radio', { name: 'Punainen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Sininen' }));
    expect(screen.getByRole('radio', { name: 'Sininen' })).toBeChecked();

    const add = screen.getByRole('button', { name: 'Lisää ostoskoriin' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Kirjaudu sisään, niin voit lisätä tuotteen ostoskoriin.');
    await userEvent.click(screen.getByRole('button', { name: 'Kirjaudu' }));
    expect(session.login).toHaveBeenCalled();
    expect(screen.queryByText(/^Voittosi/)).not.toBeInTheDocument();
  });

  it('says next to the disabled button that an option must be chosen, and adds once one is', async () => {
    session.loggedIn = true;
    renderPage();
    const add = await screen.findByRole('button', { name: 'Lisää ostoskoriin' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(
      'Valitse ensin vaihtoehto, niin voit lisätä tuotteen ostoskoriin.',
    );
    expect(
      screen.getByText('Valitse ensin vaihtoehto, niin voit lisätä tuotteen ostoskoriin.'),
    ).toBeVisible();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Valitse vaihtoehto' }), 'M');
    await userEvent.click(screen.getByRole('radio', { name: 'Punainen' }));
    expect(add).toBeEnabled();
    expect(add).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/Valitse ensin vaihtoehto/)).not.toBeInTheDocument();
    await userEvent.click(add);
    expect(cart.save).toHaveBeenCalledWith([
      { id: 7, option: { label: 'M', variation_id: 72 }, product_option_id: 81 },
    ]);
  });

  it("shows a signed-in player's available winnings (wins, bonus and extra wins, not money)", async () => {
    session.loggedIn = true;
    renderPage();
    expect(await screen.findByText('Voittosi:')).toBeInTheDocument();
    expect(screen.getByText('Voittosi:').parentElement).toHaveTextContent(/^Voittosi: 15,00\s€$/);
  });
});
