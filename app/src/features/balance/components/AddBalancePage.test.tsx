import { IDEMPOTENCY_KEY_HEADER, type Limit, type PendingDeposit } from '@arpa/contract';
import { formatDate, formatMoney } from '@arpa/ui';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordBankPosts } from '../../../test/bank-posts';
import { createFakeServer, reply, type FakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { storedDepositReturn } from '../deposit-return';
import { AddBalancePage, pendingDepositTexts } from './AddBalancePage';
import { DepositSuccessPage } from './DepositSuccessPage';

// The unit project shares modules between files (isolate: false): a module another file loaded under its
// vi.mock of lib/payment-form or lib/session would keep that mock here. This file starts from fresh app
// modules.
vi.hoisted(() => vi.resetModules());

interface Bank {
  server: FakeServer;
  limits: Limit[];
  /** The deposit left at the bank, if any (GET /api/v2/accounts/deposit/pending). */
  pending: PendingDeposit | null;
}

/**
 * The player's limits and 20 € balance, deposits (the first `refuseDeposits` answered 503) and the
 * payment's states in turn (the last one repeats).
 */
function bankServer(options: { refuseDeposits?: number; paymentStates?: string[] }): Bank {
  const states = [...(options.paymentStates ?? ['paid'])];
  let refusals = options.refuseDeposits ?? 0;
  const bank: Bank = { server: createFakeServer(), limits: [], pending: null };
  bank.server
    .on('GET', '/api/v1/users/limits', () => bank.limits)
    .on('GET', '/api/v2/accounts/deposit/pending', () => ({ item: bank.pending }))
    .on('GET', '/api/v1/accounts/self', () => ({
      items: [{ id: 1, variety: 'money', saldo: 2000, lottery: null, ticket_series: null }],
      total: 1,
    }))
    .on('POST', '/api/v2/accounts/deposit', ({ body }) => {
      if (refusals > 0) {
        refusals -= 1;
        return reply(503, {});
      }
      const { value } = body as { value: number };
      return {
        payment_provider: {
          url: 'https://pankki.example/maksa',
          parameters: [
            { name: 'stamp', value: 'st-1' },
            { name: 'amount', value: String(value) },
          ],
        },
      };
    })
    .on('GET', '/api/v1/payments/:stamp', () => {
      const state = states.length > 1 ? states.shift() : states[0];
      return { kind: 'deposit', state, amount: 2000, order_id: null, expires_at: '2026-11-23T10:30:00Z' };
    });
  return bank;
}

/** The forms the page sent to the bank. */
const bankPosts = recordBankPosts();

beforeEach(() => {
  // Failed calls are logged by the page after the toast has told the player.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
});

async function renderAddBalance(bank: Bank, url = '/tili/lisaa-saldoa', returnTo?: string) {
  return renderApp(
    <AddBalancePage strongAuth={null} stronglyAuthenticated payerName="Matti Virtanen" returnTo={returnTo} />,
    { url, path: '/tili/lisaa-saldoa', server: bank.server },
  );
}

describe('adding balance and its bank return', () => {
  it('sends one Idempotency-Key per deposit attempt: the same on a resubmit, a new one for another amount', async () => {
    const bank = bankServer({ refuseDeposits: 2 });
    await renderAddBalance(bank);
    await userEvent.click(await screen.findByRole('radio', { name: '20 €' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Nordea' }));
    const submit = screen.getByRole('button', { name: 'Siirry maksamaan' });
    await userEvent.click(submit);
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(screen.getByRole('radio', { name: '50 €' }));
    await userEvent.click(submit);
    await vi.waitFor(() => expect(bankPosts).toHaveLength(1));
    const deposits = bank.server.requestsTo('POST', '/api/v2/accounts/deposit');
    expect(deposits.map((r) => r.body)).toEqual([
      expect.objectContaining({ value: 2000 }),
      expect.objectContaining({ value: 2000 }),
      expect.objectContaining({ value: 5000 }),
    ]);
    const keys = deposits.map((r) => r.headers[IDEMPOTENCY_KEY_HEADER]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('says a deposit left at the bank waits there and holds the limit until it expires, and still offers the form', async () => {
    const bank = bankServer({});
    bank.pending = { value: 5000, payment_method: 'nordea', expires_at: '2026-11-24T10:30:00Z' };
    await renderAddBalance(bank);
    const notice = (await screen.findByText(pendingDepositTexts.title)).closest('[role="status"]');
    expect(notice).not.toBeNull();
    expect(notice!.textContent).toContain(
      `Aloittamasi ${formatMoney(5000)} talletus (Nordea) odottaa maksua pankissa ${formatDate('2026-11-24T10:30:00Z')} asti`,
    );
    expect(screen.getByRole('button', { name: 'Siirry maksamaan' })).toBeInTheDocument();
  });

  it('says nothing waits when no deposit is open', async () => {
    await renderAddBalance(bankServer({}));
    expect(await screen.findByRole('button', { name: 'Siirry maksamaan' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(pendingDepositTexts.title)).not.toBeInTheDocument();
  });

  it('during a pause says so instead of offering the deposit form', async () => {
    const bank = bankServer({});
    bank.limits = [
      {
        variety: 'play_pause',
        value: 1440,
        next_value: null,
        value_left: 600,
        default_value: 43200,
        ends_at: '2026-11-24T08:00:00Z',
      },
    ];
    await renderAddBalance(bank);
    expect(
      await screen.findByText(
        `Pelitauko on voimassa ${formatDate('2026-11-24T08:00:00Z')} asti. Et voi lisätä saldoa tauon aikana.`,
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Siirry maksamaan' })).not.toBeInTheDocument();
  });

  it('keeps the way back to the game through the bank, and forgets it on a deposit made for nothing', async () => {
    const game = '/pelattavat/raaputus/pelaa?purchase_amount=1&ticket_price=200';
    await renderAddBalance(bankServer({}), '/tili/lisaa-saldoa?amount=200', game);
    await userEvent.click(await screen.findByRole('radio', { name: 'Nordea' }));
    await userEvent.click(screen.getByRole('button', { name: 'Siirry maksamaan' }));
    await vi.waitFor(() => expect(bankPosts).toHaveLength(1));
    // The browser leaves for the bank with the provider's form as it was given (the 2 € asked for is
    // raised to the smallest deposit, 10 €).
    expect(bankPosts[0]!.action).toBe('https://pankki.example/maksa');
    expect(bankPosts[0]!.method).toBe('post');
    expect(
      Object.fromEntries(
        [...bankPosts[0]!.querySelectorAll('input')].map((input) => [input.name, input.value]),
      ),
    ).toEqual({ stamp: 'st-1', amount: '1000' });
    expect(storedDepositReturn()).toBe(game);
    cleanup();

    await renderAddBalance(bankServer({}));
    await userEvent.click(await screen.findByRole('radio', { name: '20 €' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Nordea' }));
    await userEvent.click(screen.getByRole('button', { name: 'Siirry maksamaan' }));
    await vi.waitFor(() => expect(bankPosts).toHaveLength(2));
    expect(storedDepositReturn()).toBeNull();
  });

  it.each([
    ['cancelled', 'Maksu peruttiin. Saldoa ei lisätty.'],
    ['expired', 'Maksuaika umpeutui. Saldoa ei lisätty.'],
    [
      'returned',
      'Maksu vahvistui vasta maksuajan päätyttyä, eikä sitä voitu enää lisätä saldoosi talletusrajasi tai pelitauon vuoksi. Maksu palautetaan tilille, jolta se maksettiin.',
    ],
  ])('says on the page when the bank returns a %s deposit', async (state, text) => {
    const bank = bankServer({ paymentStates: [state] });
    await renderAddBalance(bank, '/tili/lisaa-saldoa?maksu=st-1');
    expect((await screen.findByText(text)).closest('[role="status"]')).not.toBeNull();
    expect(bank.server.requestsTo('GET', '/api/v1/payments/st-1')).not.toHaveLength(0);
  });
});

async function renderSuccess(bank: Bank, url: string, returnTo?: string) {
  return renderApp(<DepositSuccessPage returnTo={returnTo} />, {
    url,
    path: '/tili/lisaa-saldoa/success',
    routes: { '/tili/lisaa-saldoa': <p>Lisää saldoa -sivu</p> },
    server: bank.server,
  });
}

describe('the deposit success page', () => {
  it('says the payment was received only once it is paid, reading a created payment again', async () => {
    await renderSuccess(
      bankServer({ paymentStates: ['created', 'paid'] }),
      '/tili/lisaa-saldoa/success?maksu=st-2',
    );
    expect(
      await screen.findByText('Maksua käsitellään. Saldo päivittyy, kun pankki vahvistaa maksun.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Maksu on vastaanotettu/)).not.toBeInTheDocument();
    expect(
      await screen.findByText('Maksu on vastaanotettu ja summa on lisätty saldoosi.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Saldon lisäys onnistui' })).toBeInTheDocument();
  });

  it('says an expired deposit added nothing', async () => {
    await renderSuccess(bankServer({ paymentStates: ['expired'] }), '/tili/lisaa-saldoa/success?maksu=st-3');
    expect(await screen.findByText('Maksuaika umpeutui. Saldoa ei lisätty.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Saldon lisäys onnistui' })).not.toBeInTheDocument();
  });

  it('leads back to the game the deposit was for once the money is in', async () => {
    const game = '/pelattavat/raaputus/pelaa?purchase_amount=1&ticket_price=200';
    await renderSuccess(bankServer({}), '/tili/lisaa-saldoa/success?maksu=st-4', game);
    expect(await screen.findByRole('link', { name: 'Takaisin peliin' })).toHaveAttribute('href', game);
    cleanup();

    // Without a game, or without the money, there is no way back to offer.
    await renderSuccess(bankServer({}), '/tili/lisaa-saldoa/success?maksu=st-5');
    expect(await screen.findByRole('heading', { name: 'Saldon lisäys onnistui' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Takaisin peliin' })).not.toBeInTheDocument();
    cleanup();
    await renderSuccess(
      bankServer({ paymentStates: ['expired'] }),
      '/tili/lisaa-saldoa/success?maksu=st-6',
      game,
    );
    expect(await screen.findByText('Maksuaika umpeutui. Saldoa ei lisätty.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Takaisin peliin' })).not.toBeInTheDocument();
    // Trying again keeps the way back.
    expect(
      screen.getAllByRole('link', { name: 'Lisää saldoa' }).map((link) => link.getAttribute('href')),
    ).toContain(`/tili/lisaa-saldoa?redirect=${encodeURIComponent(game)}`);
  });

  it('says a payment it does not know, or an order’s, was not found, not that it is being processed', async () => {
    const unknown = bankServer({});
    unknown.server.on('GET', '/api/v1/payments/:stamp', () =>
      reply(404, { code: 'payment_not_found', description: 'Maksua ei löytynyt.' }),
    );
    await renderSuccess(unknown, '/tili/lisaa-saldoa/success?maksu=xyz');
    expect(await screen.findByRole('heading', { name: 'Maksua ei löytynyt' })).toBeInTheDocument();
    expect(screen.getByText('Tätä maksua ei löytynyt. Saldosi näet Oma tili -sivulta.')).toBeInTheDocument();
    expect(screen.queryByText(/Maksua käsitellään/)).not.toBeInTheDocument();
    cleanup();

    const order = bankServer({ paymentStates: ['returned'] });
    order.server.on('GET', '/api/v1/payments/:stamp', () => ({
      kind: 'order',
      state: 'returned',
      amount: 4480,
      order_id: 41,
      expires_at: '2026-11-23T10:30:00Z',
    }));
    await renderSuccess(order, '/tili/lisaa-saldoa/success?maksu=st-order');
    expect(await screen.findByRole('heading', { name: 'Maksua ei löytynyt' })).toBeInTheDocument();
    expect(screen.queryByText(/Saldoa ei lisätty/)).not.toBeInTheDocument();
  });

  it('opened without a payment goes to the deposit page', async () => {
    const bank = bankServer({});
    await renderSuccess(bank, '/tili/lisaa-saldoa/success');
    expect(await screen.findByText('Lisää saldoa -sivu')).toBeInTheDocument();
    expect(bank.server.requests.filter((r) => r.path.startsWith('/api/v1/payments/'))).toEqual([]);
  });
});
