import type { CartItem, Limit, PendingOrder, Product } from '@arpa/contract';
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
vi.mock('../../../lib/session', () => ({ useSession: () => session }));
const cart = {
  items: [{ id: 5, option: null, product_option_id: null }] as CartItem[],
  count: 1,
  loading: false,
  save: vi.fn(),
  refresh: vi.fn(),
};
vi.mock('../../../lib/cart', async (importActual) => ({
  ...(await importActual<typeof import('../../../lib/cart')>()),
  useCart: () => cart,
}));
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

const shirt = {
  ...product,
  id: 6,
  names: [{ lang: 'fi', value: 'T-paita' }],
  value: 2500,
  variations: [{ id: 61, name: 'M' }],
} as unknown as Product;
const mug: CartItem = { id: 5, option: null, product_option_id: null };
const shirtM: CartItem = { id: 6, option: { label: 'M', variation_id: 61 }, product_option_id: null };

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

function answer(path: string, options: { method?: string; query?: unknown } = {}): unknown {
  if (path === '/api/v1/shop/orders/pending') return { item: server.pending };
  if (path === '/api/v1/users/limits') return server.limits;
  if (path === '/api/v1/accounts/self') return { items: [{ id: 1, variety: 'wins', saldo: 1000 }] };
  if (path === '/api/v1/shop/products/6') return shirt;
  if (path === '/api/v1/shop/products/5') return product;
  if (path === '/api/v1/shop/orders' && options.method === 'POST')
    return options.query ? preview : { id: 42, ...preview, payment_provider: bankForm };
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
    api.mockImplementation(async (path: string, options?: { method?: string; query?: unknown }) =>
      answer(path, options),
    );
    server = { pending: null, limits: [] };
    cart.items = [mug];
    cart.save.mockReset();
    cart.save.mockImplementation(async (items: (typeof cart)['items']) => {
      cart.items = [...items];
      return cart.items;
    });
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

describe('the checkout wizard', () => {
  beforeEach(() => {
    api.mockReset();
    submitPaymentForm.mockReset();
    api.mockImplementation(async (path: string, options?: { method?: string; query?: unknown }) =>
      answer(path, options),
    );
    server = { pending: null, limits: [] };
    cart.items = [mug, shirtM, mug];
    cart.save.mockReset();
    cart.save.mockResolvedValue([]);
  });

  it("shows one line per product with its quantity, and the player's winnings", async () => {
    renderCart();
    const list = await screen.findByRole('list', { name: 'Ostoskorin tuotteet' });
    const lines = within(list).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByRole('group', { name: 'Kahvinkeitin' })).toHaveTextContent(/Määrä: 2 kpl/);
    expect(lines[0]).toHaveTextContent(/99,80\s€/);
    expect(within(lines[1]!).getByRole('group', { name: 'T-paita' })).toHaveTextContent(/Määrä: 1 kpl/);
    expect(await screen.findByText('Voittosi:')).toBeInTheDocument();
    expect(screen.getByText('Voittosi:').parentElement).toHaveTextContent(/^Voittosi: 10,00\s€$/);
  });

  it('"+", "−" and "Poista" store the cart as one item per unit', async () => {
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Lisää yksi: T-paita' }));
    expect(cart.save).toHaveBeenLastCalledWith([mug, mug, shirtM, shirtM]);
    await userEvent.click(screen.getByRole('button', { name: 'Vähennä yksi: Kahvinkeitin' }));
    expect(cart.save).toHaveBeenLastCalledWith([mug, shirtM]);
    await userEvent.click(screen.getByRole('button', { name: 'Poista Kahvinkeitin' }));
    expect(cart.save).toHaveBeenLastCalledWith([shirtM]);
  });

  it('keeps every step in one card with its buttons, totals the summary once and pays with "Siirry maksamaan"', async () => {
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Seuraava' }));

    const contact = await screen.findByRole('region', { name: 'Yhteystiedot' });
    expect(
      within(contact)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Takaisin', 'Seuraava']);
    expect(screen.queryByRole('button', { name: 'Jatka' })).not.toBeInTheDocument();
    const fields: [RegExp, string][] = [
      [/^Etunimi/, 'Maija'],
      [/^Sukunimi/, 'Meikäläinen'],
      [/^Sähköposti/, 'maija@example.fi'],
      [/^Puhelinnumero/, '0401234567'],
      [/^Katuosoite/, 'Katu 1'],
      [/^Postinumero/, '00100'],
      [/^Postitoimipaikka/, 'Helsinki'],
    ];
    for (const [label, value] of fields) await userEvent.type(within(contact).getByLabelText(label), value);
    await userEvent.click(within(contact).getByRole('button', { name: 'Seuraava' }));

    const summary = await screen.findByRole('region', { name: 'Yhteenveto' });
    expect(within(summary).getAllByText(/yhteensä/i)).toHaveLength(1);
    expect(within(summary).queryByRole('button', { name: /Poista/ })).not.toBeInTheDocument();
    await userEvent.click(within(summary).getByRole('button', { name: 'Seuraava' }));

    const payment = await screen.findByRole('region', { name: 'Maksutapa' });
    await userEvent.click(within(payment).getByRole('radio', { name: 'Nordea' }));
    await userEvent.click(within(payment).getByRole('button', { name: 'Siirry maksamaan' }));
    expect(submitPaymentForm).toHaveBeenCalled();
    expect(api).toHaveBeenCalledWith(
      '/api/v1/shop/orders',
      expect.objectContaining({
        method: 'POST',
        body: expect.objectContaining({
          payment_method: 'nordea',
          products: [
            { product_id: 5, quantity: 2, variation_id: null, product_option_id: null },
            { product_id: 6, quantity: 1, variation_id: 61, product_option_id: null },
          ],
        }),
      }),
    );
  });
});
