import type { Limit } from '@arpa/contract';
import { formatDate, ToastProvider } from '@arpa/ui';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { storedDepositReturn } from '../deposit-return';
import { AddBalancePage } from './AddBalancePage';
import { DepositSuccessPage } from './DepositSuccessPage';
import { ApiClientProvider } from '../../../lib/api-context';
import { fakeApiClient } from '../../../lib/fake-api-client';

const api = vi.fn();
const submitPaymentForm = vi.fn();
vi.mock('../../../lib/payment-form', () => ({
  submitPaymentForm: (form: unknown) => submitPaymentForm(form),
}));

let limits: Limit[];
let paymentStates: string[];

function answer(path: string): unknown {
  if (path === '/api/v1/users/limits') return limits;
  if (path === '/api/v1/accounts/self') return { items: [{ id: 1, variety: 'money', saldo: 2000 }] };
  if (path.startsWith('/api/v1/payments/')) {
    const state = paymentStates.length > 1 ? paymentStates.shift() : paymentStates[0];
    return { kind: 'deposit', state, amount: 2000, order_id: null, expires_at: '2026-11-23T10:30:00Z' };
  }
  throw new Error(`unexpected ${path}`);
}

function withData(ui: React.ReactNode) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiClientProvider client={fakeApiClient(api)}>
        <ToastProvider>{ui}</ToastProvider>
      </ApiClientProvider>
    </SWRConfig>
  );
}

function renderAddBalance(url = '/tili/lisaa-saldoa', returnTo?: string) {
  render(
    withData(
      <MemoryRouter initialEntries={[url]}>
        <AddBalancePage
          strongAuth={null}
          stronglyAuthenticated
          payerName="Matti Virtanen"
          returnTo={returnTo}
        />
      </MemoryRouter>,
    ),
  );
}

describe('adding balance and its bank return', () => {
  beforeEach(() => {
    api.mockReset();
    submitPaymentForm.mockReset();
    api.mockImplementation(async (path: string) => answer(path));
    limits = [];
    paymentStates = ['paid'];
  });

  it('sends one Idempotency-Key per deposit attempt: the same on a resubmit, a new one for another amount', async () => {
    let deposits = 0;
    api.mockImplementation(async (path: string) => {
      if (path !== '/api/v2/accounts/deposit') return answer(path);
      deposits += 1;
      if (deposits < 3) throw new ApiRequestError(503, {}, '503', undefined);
      return { payment_provider: { url: 'https://pankki.example', parameters: [] } };
    });
    renderAddBalance();
    await userEvent.click(await screen.findByRole('radio', { name: '20 €' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Nordea' }));
    const submit = screen.getByRole('button', { name: 'Siirry maksamaan' });
    await userEvent.click(submit);
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(screen.getByRole('radio', { name: '50 €' }));
    await userEvent.click(submit);
    const keys = api.mock.calls
      .filter(([path]) => path === '/api/v2/accounts/deposit')
      .map(([, options]) => (options as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('during a pause says so instead of offering the deposit form', async () => {
    limits = [
      {
        variety: 'play_pause',
        value: 1440,
        next_value: null,
        value_left: 600,
        default_value: 43200,
        ends_at: '2026-11-24T08:00:00Z',
      },
    ];
    renderAddBalance();
    expect(
      await screen.findByText(
        `Pelitauko on voimassa ${formatDate('2026-11-24T08:00:00Z')} asti. Et voi lisätä saldoa tauon aikana.`,
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Siirry maksamaan' })).not.toBeInTheDocument();
  });

  it('keeps the way back to the game through the bank, and forgets it on a deposit made for nothing', async () => {
    api.mockImplementation(async (path: string) =>
      path === '/api/v2/accounts/deposit'
        ? { payment_provider: { url: 'https://pankki.example', parameters: [] } }
        : answer(path),
    );
    const game = '/pelattavat/raaputus/pelaa?purchase_amount=1&ticket_price=200';
    renderAddBalance('/tili/lisaa-saldoa?amount=200', game);
    await userEvent.click(await screen.findByRole('radio', { name: 'Nordea' }));
    await userEvent.click(screen.getByRole('button', { name: 'Siirry maksamaan' }));
    await vi.waitFor(() => expect(submitPaymentForm).toHaveBeenCalled());
    expect(storedDepositReturn()).toBe(game);
    cleanup();

    renderAddBalance();
    await userEvent.click(await screen.findByRole('radio', { name: '20 €' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Nordea' }));
    await userEvent.click(screen.getByRole('button', { name: 'Siirry maksamaan' }));
    await vi.waitFor(() => expect(submitPaymentForm).toHaveBeenCalledTimes(2));
    expect(storedDepositReturn()).toBeNull();
  });

  it.each([
    ['cancelled', 'Maksu peruttiin. Saldoa ei lisätty.'],
    ['expired', 'Maksuaika umpeutui. Saldoa ei lisätty.'],
  ])('says on the page when the bank returns a %s deposit', async (state, text) => {
    paymentStates = [state];
    renderAddBalance('/tili/lisaa-saldoa?maksu=st-1');
    expect((await screen.findByText(text)).closest('[role="status"]')).not.toBeNull();
    expect(api).toHaveBeenCalledWith('/api/v1/payments/st-1');
  });
});

function renderSuccess(url: string, returnTo?: string) {
  const router = createMemoryRouter(
    [
      { path: '/tili/lisaa-saldoa/success', element: <DepositSuccessPage returnTo={returnTo} /> },
      { path: '/tili/lisaa-saldoa', element: <p>Lisää saldoa -sivu</p> },
    ],
    { initialEntries: [url] },
  );
  render(withData(<RouterProvider router={router} />));
  return router;
}

describe('the deposit success page', () => {
  beforeEach(() => {
    api.mockReset();
    api.mockImplementation(async (path: string) => answer(path));
    paymentStates = ['paid'];
  });

  it('says the payment was received only once it is paid, reading a created payment again', async () => {
    paymentStates = ['created', 'paid'];
    renderSuccess('/tili/lisaa-saldoa/success?maksu=st-2');
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
    paymentStates = ['expired'];
    renderSuccess('/tili/lisaa-saldoa/success?maksu=st-3');
    expect(await screen.findByText('Maksuaika umpeutui. Saldoa ei lisätty.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Saldon lisäys onnistui' })).not.toBeInTheDocument();
  });

  it('leads back to the game the deposit was for once the money is in', async () => {
    const game = '/pelattavat/raaputus/pelaa?purchase_amount=1&ticket_price=200';
    renderSuccess('/tili/lisaa-saldoa/success?maksu=st-4', game);
    expect(await screen.findByRole('link', { name: 'Takaisin peliin' })).toHaveAttribute('href', game);
    cleanup();

    // Without a game, or without the money, there is no way back to offer.
    renderSuccess('/tili/lisaa-saldoa/success?maksu=st-5');
    expect(await screen.findByRole('heading', { name: 'Saldon lisäys onnistui' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Takaisin peliin' })).not.toBeInTheDocument();
    cleanup();
    paymentStates = ['expired'];
    renderSuccess('/tili/lisaa-saldoa/success?maksu=st-6', game);
    expect(await screen.findByText('Maksuaika umpeutui. Saldoa ei lisätty.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Takaisin peliin' })).not.toBeInTheDocument();
    // Trying again keeps the way back.
    expect(
      screen.getAllByRole('link', { name: 'Lisää saldoa' }).map((link) => link.getAttribute('href')),
    ).toContain(`/tili/lisaa-saldoa?redirect=${encodeURIComponent(game)}`);
  });

  it('opened without a payment goes to the deposit page', async () => {
    const router = renderSuccess('/tili/lisaa-saldoa/success');
    expect(await screen.findByText('Lisää saldoa -sivu')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tili/lisaa-saldoa');
    expect(api).not.toHaveBeenCalledWith(expect.stringMatching(/payments/));
  });
});
