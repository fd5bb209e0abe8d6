import type { CartItem, Product } from '@arpa/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServer, type FakeServer } from '../../../test/fake-server';
import { renderApp, type TestPlayer } from '../../../test/render-app';
import { ProductPage } from './ProductPage';

// The unit project shares modules between files (isolate: false): a module another file loaded under its
// vi.mock of lib/session or lib/cart would keep that mock here. This file starts from fresh app modules.
vi.hoisted(() => vi.resetModules());

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
    { id: 1, variety: 'wins', saldo: 1200, lottery: null, ticket_series: null },
    { id: 2, variety: 'bonus', saldo: 300, lottery: null, ticket_series: null },
    { id: 3, variety: 'money', saldo: 9900, lottery: null, ticket_series: null },
  ],
  total: 3,
};
/** A line already in the player's cart. */
const mug: CartItem = { id: 5, option: null, product_option_id: null };

/** The shop as the server answers it: the product, the player's accounts and their stored cart. */
function shopServer(): FakeServer {
  let cart: CartItem[] = [mug];
  return createFakeServer()
    .on('GET', '/api/v1/shop/products/:id', ({ params }) => (params.id === '7' ? product : undefined))
    .on('GET', '/api/v1/accounts/self', () => accounts)
    .on('GET', '/api/v1/shop/cart', () => ({ items: cart, version: String(cart.length) }))
    .on('POST', '/api/v1/shop/cart', ({ body }) => {
      const { items } = body as {
        items: { id: number; option: number | null; product_option_id: number | null }[];
      };
      cart = items.map((item) => {
        const variation = item.id === 7 ? product.variations.find((v) => v.id === item.option) : undefined;
        return {
          id: item.id,
          option: variation ? { label: variation.name, variation_id: variation.id } : null,
          product_option_id: item.product_option_id,
        };
      });
      return { items: cart, version: String(cart.length) };
    });
}

async function renderPage(player?: TestPlayer | null) {
  return renderApp(<ProductPage />, {
    url: '/voittokauppa/7',
    path: '/voittokauppa/:id',
    server: shopServer(),
    player,
  });
}

describe('the product detail page', () => {
  it('shows an anonymous visitor the variations and options, with the add button disabled and why', async () => {
    const { identity, server } = await renderPage(null);
    const select = await screen.findByRole('combobox', { name: 'Valitse vaihtoehto' });
    expect(select).toHaveDisplayValue('S');
    expect(screen.getByRole('radio', { name: 'Punainen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Sininen' }));
    expect(screen.getByRole('radio', { name: 'Sininen' })).toBeChecked();

    const add = screen.getByRole('button', { name: 'Lisää ostoskoriin' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Kirjaudu sisään, niin voit lisätä tuotteen ostoskoriin.');
    await userEvent.click(screen.getByRole('button', { name: 'Kirjaudu' }));
    expect(identity.signinRedirect).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/^Voittosi/)).not.toBeInTheDocument();
    // An anonymous visitor has no cart and no accounts to read.
    expect(server.requests.filter((r) => r.path !== '/api/v1/shop/products/7')).toEqual([]);
  });

  it('says next to the disabled button that an option must be chosen, and adds once one is', async () => {
    const { server } = await renderPage();
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
    await vi.waitFor(() => expect(server.requestsTo('GET', '/api/v1/shop/cart')).toHaveLength(1));
    await userEvent.click(add);
    expect(await screen.findByText('Tuote lisätty ostoskoriin')).toBeInTheDocument();
    // The whole cart is stored: the line already there and the new one with its variation and option.
    expect(server.requestsTo('POST', '/api/v1/shop/cart').map((r) => r.body)).toEqual([
      {
        items: [
          { id: 5, option: null, product_option_id: null },
          { id: 7, option: 72, product_option_id: 81 },
        ],
        version: '1',
      },
    ]);
  });

  it("shows a signed-in player's available winnings (wins, bonus and extra wins, not money)", async () => {
    await renderPage();
    expect(await screen.findByText('Voittosi:')).toBeInTheDocument();
    expect(screen.getByText('Voittosi:').parentElement).toHaveTextContent(/^Voittosi: 15,00\s€$/);
  });
});
