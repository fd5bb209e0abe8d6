import type { Limit, PendingOrder, Product } from '@arpa/contract';
import { formatDate, ToastProvider } from '@arpa/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CartPage } from './CartPage';

const api = vi.fn();
vi.mock('../../../lib/api-context', () => ({ useApi: () => api }));
const session = { ready: true, loggedIn: true, user: null, login: vi.fn() };
vi.mock('../../auth/components/SessionProvider', () => ({ useSession: () => session }));
const cart = {
  items: [{ id: 5, option: null, product_option_id: null }],
  count: 1,
  loading: false,
  save: vi.fn(),
  refresh: vi.fn(),
};
vi.mock('../../../lib/cart', () => ({ useCart: () => cart }));
const submitPaymentForm = vi.fn();
vi.mock('../../../lib/payment-form', () => ({
  submitPaymentForm: (form: unknown) => submitPaymentForm(form),
}));

const product: Product = {
  id: 5,
  custom_id: 'kahvinkeitin',
  names: [{ lang: 'fi', value: 'Kahvinkeitin' }],
  descriptions: [],
  images: [],
  value: 4990,
  hidden: false,
  variations: [],
  category: null,
  options: [],
} as unknown as Product;

const waiting: PendingOrder = {
  id: 41,
  value: 4990,
  delivery: { value: 490 },
  withdrawn: { wins: 1000, extra_wins: 0, bonus: 0, order_deposit: 3990 },
  products: [{ product_id: 5, names: product.names, quantity: 1 }],
  payment_method: 'nordea',
  expires_at: '2026-11-23T10:30:00Z',
};
const bankForm = { url: 'https://pankki.example/pay', parameters: [{ name: 'a', value: '1' }] };
const preview = {
  value: 4990,
  delivery: { value: 490 },
  withdrawn: { wins: 1000, extra_wins: 0, bonus: 0, order_deposit: 3990 },
};

interface Server {
  pending: PendingOrder | null;
  limits: Limit[];
  payment?: { state: string };
}
let server: Server;

function answer(path: string, options: { method?: string } = {}): unknown {
  if (path === '/api/v1/shop/orders/pending') return { item: server.pending };
  if (path === '/api/v1/users/limits') return server.limits;
  if (path === '/api/v1/accounts/self') return { items: [] };
  if (path === '/api/v1/shop/products/5') return product;
  if (path === '/api/v1/shop/orders' && options.method === 'POST') return preview;
  if (path === '/api/v1/shop/orders/41/resume') return { id: 41, ...preview, payment_provider: bankForm };
  if (path === '/api/v1/shop/orders/41/cancel') {
    server.pending = null;
    return { id: 41, state: 'cancelled' };
  }
  if (path.startsWith('/api/v1/payments/'))
    return { kind: 'order', amount: 4480, order_id: 41, ...server.payment };
  throw new Error(`unexpected ${path}`);
}

function renderCart(url = '/ostoskori') {
  render(
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, fetcher: (path: string) => api(path) }}
    >
      <ToastProvider>
        <MemoryRouter initialEntries={[url]}>
          <CartPage />
        </MemoryRouter>
      </ToastProvider>
    </SWRConfig>,
  );
}

describe('the cart page and pending money', () => {
  beforeEach(() => {
    api.mockReset();
    submitPaymentForm.mockReset();
    api.mockImplementation(async (path: string, options?: { method?: string }) => answer(path, options));
    server = { pending: null, limits: [] };
  });

  it('shows a waiting order instead of the checkout: what the bank charges, until when, and resumes it', async () => {
    server.pending = waiting;
    renderCart();
    const panel = await screen.findByRole('region', { name: 'Tilauksesi odottaa maksua' });
    expect(within(panel).getByText('Kahvinkeitin')).toBeInTheDocument();
    expect(within(panel).getAllByRole('definition').at(-1)).toHaveTextContent(/44,80\s€/);
    expect(panel).toHaveTextContent(`${formatDate(waiting.expires_at)} asti`);
    expect(screen.queryByRole('button', { name: 'Seuraava' })).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Jatka maksamista' }));
    expect(api).toHaveBeenCalledWith(
      '/api/v1/shop/orders/41/resume',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(submitPaymentForm).toHaveBeenCalledWith(bankForm);
  });

  it('"Peru tilaus" cancels the order, says the winnings came back and offers the checkout again', async () => {
    server.pending = waiting;
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Peru tilaus' }));
    expect(api).toHaveBeenCalledWith(
      '/api/v1/shop/orders/41/cancel',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(await screen.findByText('Tilaus peruttu. Voitot palautettiin saldoosi.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Seuraava' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tilauksesi odottaa maksua' })).not.toBeInTheDocument();
  });

  it.each([
    ['cancelled', 'Maksu peruttiin. Tilaus on peruttu ja voitot palautettu saldoosi.'],
    ['expired', 'Maksuaika umpeutui. Tilaus on peruttu ja voitot palautettu saldoosi.'],
  ])('says on the page when the bank returns a %s payment', async (state, text) => {
    server.payment = { state };
    renderCart('/ostoskori?maksu=abc-123');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText(text).closest('[role="status"]')).not.toBeNull();
    expect(api).toHaveBeenCalledWith('/api/v1/payments/abc-123');
  });

  it('says a pause blocks the bank payment before the player fills anything in', async () => {
    server.limits = [
      {
        variety: 'play_pause',
        value: 1440,
        next_value: null,
        value_left: 600,
        default_value: 43200,
        ends_at: '2026-11-24T08:00:00Z',
      },
    ];
    renderCart();
    const notice = await screen.findByText(/^Pelitauko on voimassa/);
    expect(notice).toHaveTextContent(
      `Pelitauko on voimassa ${formatDate('2026-11-24T08:00:00Z')} asti. Voit lunastaa tuotteita voitoillasi, mutta maksua pankista ei voi tehdä tauon aikana.`,
    );
    expect(notice).toHaveAttribute('role', 'status');
  });
});
