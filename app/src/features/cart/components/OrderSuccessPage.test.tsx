import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderSuccessPage } from './OrderSuccessPage';
import { ApiClientProvider } from '../../../lib/api-context';
import { fakeApiClient } from '../../../lib/fake-api-client';

const api = vi.fn();
const refresh = vi.fn();
vi.mock('../../../lib/cart', () => ({ useCart: () => ({ refresh }) }));

function renderAt(url: string) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiClientProvider client={fakeApiClient(api)}>
        <MemoryRouter initialEntries={[url]}>
          <OrderSuccessPage />
        </MemoryRouter>
      </ApiClientProvider>
    </SWRConfig>,
  );
}

const payment = (state: string) => ({ kind: 'order', state, amount: 4480, order_id: 41, expires_at: '' });

describe('the order success page', () => {
  beforeEach(() => {
    api.mockReset();
    refresh.mockReset();
  });

  it('says the order was received when the bank payment is paid', async () => {
    api.mockResolvedValue(payment('paid'));
    renderAt('/success?maksu=st-9');
    expect(await screen.findByRole('heading', { name: 'Tilaus vastaanotettu' })).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('/api/v1/payments/st-9');
    expect(refresh).toHaveBeenCalled();
  });

  it('does not say received while the bank has not confirmed, nor for an expired payment', async () => {
    api.mockResolvedValue(payment('created'));
    renderAt('/success?maksu=st-10');
    expect(
      await screen.findByText('Maksua käsitellään. Tilaus vahvistuu, kun pankki vahvistaa maksun.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tilaus vastaanotettu' })).not.toBeInTheDocument();
  });

  it('says an expired payment cancelled the order', async () => {
    api.mockResolvedValue(payment('expired'));
    renderAt('/success?maksu=st-11');
    expect(
      await screen.findByText('Maksuaika umpeutui. Tilaus on peruttu ja voitot palautettu saldoosi.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ostoskori' })).toHaveAttribute('href', '/ostoskori');
  });

  it('without a payment is the order paid wholly by winnings', async () => {
    renderAt('/success');
    expect(await screen.findByRole('heading', { name: 'Tilaus vastaanotettu' })).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });
});
