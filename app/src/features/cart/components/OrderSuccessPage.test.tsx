import type { CartItem } from '@arpa/contract';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCart } from '../../../lib/cart';
import { createFakeServer, reply, type FakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { OrderSuccessPage } from './OrderSuccessPage';

// The unit project shares modules between files (isolate: false): a module another file loaded under its
// vi.mock of lib/session or lib/cart would keep that mock here. This file starts from fresh app modules.
vi.hoisted(() => vi.resetModules());

const mug: CartItem = { id: 5, option: null, product_option_id: null };

/** What the header shows of the cart: the number of its lines, as the cart hook reads it. */
function CartCount() {
  const { items } = useCart();
  return <output aria-label="Ostoskorissa">{items.length}</output>;
}

/**
 * A shop whose order emptied the cart: the cart is read as it was before the order until the payment
 * state has been read (the page has to read it again to see it empty).
 */
function shopServer(state: string | null): FakeServer {
  let cart: CartItem[] = [mug, mug];
  return createFakeServer()
    .on('GET', '/api/v1/shop/cart', () => {
      const answer = { items: cart, version: String(cart.length) };
      cart = state === 'paid' || state === null ? [] : cart;
      return answer;
    })
    .on('GET', '/api/v1/payments/:stamp', () => ({
      kind: 'order',
      state,
      amount: 4480,
      order_id: 41,
      expires_at: '2026-11-23T10:30:00Z',
    }));
}

async function renderAt(url: string, state: string | null) {
  return renderApp(
    <>
      <CartCount />
      <OrderSuccessPage />
    </>,
    { url, path: '/success', server: shopServer(state) },
  );
}

const count = () => screen.getByRole('status', { name: 'Ostoskorissa' });

describe('the order success page', () => {
  it('says the order was received when the bank payment is paid, and the cart count follows', async () => {
    const { server } = await renderAt('/success?maksu=st-9', 'paid');
    expect(await screen.findByRole('heading', { name: 'Tilaus vastaanotettu' })).toBeInTheDocument();
    expect(server.requestsTo('GET', '/api/v1/payments/st-9')).toHaveLength(1);
    await vi.waitFor(() => expect(count()).toHaveTextContent('0'));
  });

  it('does not say received while the bank has not confirmed, and leaves the cart as it is', async () => {
    const { server } = await renderAt('/success?maksu=st-10', 'created');
    expect(
      await screen.findByText('Maksua käsitellään. Tilaus vahvistuu, kun pankki vahvistaa maksun.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tilaus vastaanotettu' })).not.toBeInTheDocument();
    expect(count()).toHaveTextContent('2');
    expect(server.requestsTo('GET', '/api/v1/shop/cart')).toHaveLength(1);
  });

  it('says an expired payment cancelled the order', async () => {
    await renderAt('/success?maksu=st-11', 'expired');
    expect(
      await screen.findByText('Maksuaika umpeutui. Tilaus on peruttu ja voitot palautettu saldoosi.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ostoskori' })).toHaveAttribute('href', '/ostoskori');
  });

  it('says a payment it does not know, or a deposit’s, was not found, not that it is being processed', async () => {
    const unknown = shopServer('created').on('GET', '/api/v1/payments/:stamp', () =>
      reply(404, { code: 'payment_not_found', description: 'Maksua ei löytynyt.' }),
    );
    await renderApp(<OrderSuccessPage />, { url: '/success?maksu=xyz', path: '/success', server: unknown });
    expect(await screen.findByRole('heading', { name: 'Maksua ei löytynyt' })).toBeInTheDocument();
    expect(
      screen.getByText('Tätä maksua ei löytynyt. Tilaustesi tilan näet Oma tili -sivun kohdasta Tilaukset.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Maksua käsitellään/)).not.toBeInTheDocument();
    cleanup();

    const deposit = shopServer('paid').on('GET', '/api/v1/payments/:stamp', () => ({
      kind: 'deposit',
      state: 'paid',
      amount: 2000,
      order_id: null,
      expires_at: '2026-11-23T10:30:00Z',
    }));
    await renderApp(<OrderSuccessPage />, {
      url: '/success?maksu=st-dep',
      path: '/success',
      server: deposit,
    });
    expect(await screen.findByRole('heading', { name: 'Maksua ei löytynyt' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tilaus vastaanotettu' })).not.toBeInTheDocument();
  });

  it('without a payment is the order paid wholly by winnings: received, no payment read', async () => {
    const { server } = await renderAt('/success', null);
    expect(await screen.findByRole('heading', { name: 'Tilaus vastaanotettu' })).toBeInTheDocument();
    expect(server.requests.filter((r) => r.path.startsWith('/api/v1/payments/'))).toHaveLength(0);
  });
});
