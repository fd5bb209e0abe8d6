import {
  IDEMPOTENCY_KEY_HEADER,
  type Account,
  type CartItem,
  type Limit,
  type OrderPreview,
  type OrderRequest,
  type PendingOrder,
  type Product,
} from '@arpa/contract';
import { formatDate } from '@arpa/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordBankPosts } from '../../../test/bank-posts';
import { createFakeServer, reply, type FakeServer } from '../../../test/fake-server';
import { browserBack, browserForward, renderApp } from '../../../test/render-app';
import { CartPage } from './CartPage';

// The unit project shares modules between files (isolate: false): a module another file loaded under its
// vi.mock of lib/session or lib/cart would keep that mock here. This file starts from fresh app modules.
vi.hoisted(() => vi.resetModules());

const fi = (value: string) => [{ lang: 'fi', value }];

function product(id: number, name: string, value: number, extra: Partial<Product> = {}): Product {
  return {
    id,
    custom_id: null,
    names: fi(name),
    descriptions: [],
    images: [],
    value,
    hidden: false,
    variations: [],
    category: 1,
    options: [],
    ...extra,
  };
}

const coffeeMaker = product(5, 'Kahvinkeitin', 4990);
const shirt = product(6, 'T-paita', 2500, {
  variations: [
    { id: 61, name: 'M' },
    { id: 62, name: 'L' },
  ],
});
const products = [coffeeMaker, shirt];

const mug: CartItem = { id: 5, option: null, product_option_id: null };
const shirtM: CartItem = { id: 6, option: { label: 'M', variation_id: 61 }, product_option_id: null };

const DELIVERY_FEE = 490;
const bankForm = {
  url: 'https://pankki.example/maksa',
  parameters: [
    { name: 'amount', value: '12970' },
    { name: 'stamp', value: 'abc-123' },
  ],
};

/** What the fake shop holds for the signed-in player. */
interface Shop {
  cart: CartItem[];
  /** The player's winnings (a wins account), in cents. */
  winnings: number;
  pending: PendingOrder | null;
  limits: Limit[];
  payment?: { state: string };
  /** When set, a real (not provisional) order is refused with this error body and status. */
  refuseOrder?: { status: number; body: unknown };
  /** When set, a real order is answered only once this settles (the answer is on its way meanwhile). */
  holdOrder?: Promise<void>;
  /** Runs as each cart store arrives, before it is checked: another tab's change landing in between. */
  beforeCartStore?: () => void;
}

/** The catalogue's text of `cart_changed`. */
const cartChanged = 'Ostoskoria muutettiin samaan aikaan toisaalla. Tarkista ostoskori ja yritä uudelleen.';

/** The stored cart's version as the server gives it: the same items, the same version. */
const versionOf = (items: readonly CartItem[]) =>
  JSON.stringify(items.map((item) => [item.id, item.option?.variation_id ?? null, item.product_option_id]));

/** The server's sums (SPEC §9): winnings pay first, the rest by bank with the delivery fee. */
function priceOf(lines: OrderRequest['products'], winnings: number): OrderPreview {
  const value = lines.reduce(
    (sum, line) => sum + line.quantity * products.find((p) => p.id === line.product_id)!.value,
    0,
  );
  const wins = Math.min(value, winnings);
  const deposit = value - wins;
  return {
    value,
    delivery: { value: deposit > 0 ? DELIVERY_FEE : 0 },
    withdrawn: { wins, extra_wins: 0, bonus: 0, order_deposit: deposit },
  };
}

/** The shop and cart calls of SPEC §7 as the server answers them. */
function shopServer(shop: Shop): FakeServer {
  const server = createFakeServer();
  const account: Account = { id: 1, variety: 'wins', saldo: 0, lottery: null, ticket_series: null };
  return server
    .on('GET', '/api/v1/accounts/self', () => ({ items: [{ ...account, saldo: shop.winnings }], total: 1 }))
    .on('GET', '/api/v1/shop/cart', () => ({ items: shop.cart, version: versionOf(shop.cart) }))
    .on('POST', '/api/v1/shop/cart', ({ body }) => {
      const { items, version } = body as {
        items: { id: number; option: number | null; product_option_id: null }[];
        version?: string;
      };
      shop.beforeCartStore?.();
      if (version !== undefined && version !== versionOf(shop.cart)) {
        return reply(409, { code: 'cart_changed', description: cartChanged });
      }
      shop.cart = items.map((item) => {
        const variation = products
          .find((p) => p.id === item.id)
          ?.variations.find((v) => v.id === item.option);
        return {
          id: item.id,
          option: variation ? { label: variation.name, variation_id: variation.id } : null,
          product_option_id: item.product_option_id,
        };
      });
      return { items: shop.cart, version: versionOf(shop.cart) };
    })
    .on('GET', '/api/v1/shop/products/:id', ({ params }) => products.find((p) => String(p.id) === params.id))
    .on('GET', '/api/v1/users/limits', () => shop.limits)
    .on('GET', '/api/v1/shop/orders/pending', () => ({ item: shop.pending }))
    .on('POST', '/api/v1/shop/orders', async ({ body, query }) => {
      const order = body as OrderRequest;
      const price = priceOf(order.products, shop.winnings);
      if (query.get('provisional') === 'true') return price;
      await shop.holdOrder;
      if (shop.refuseOrder) return reply(shop.refuseOrder.status, shop.refuseOrder.body);
      if (order.cart_version !== undefined && order.cart_version !== versionOf(shop.cart)) {
        return reply(409, { code: 'cart_changed', description: cartChanged });
      }
      const paidByBank = price.withdrawn.order_deposit > 0;
      if (paidByBank && !order.payment_method) {
        return reply(400, { code: 'missing_payment_method', description: 'Valitse maksutapa.' });
      }
      if (!paidByBank) shop.cart = [];
      return { id: 42, ...price, payment_provider: paidByBank ? bankForm : null };
    })
    .on('POST', '/api/v1/shop/orders/:id/resume', () => {
      const { id, value, delivery, withdrawn } = waiting;
      return { id, value, delivery, withdrawn, payment_provider: bankForm };
    })
    .on('POST', '/api/v1/shop/orders/:id/cancel', () => {
      shop.pending = null;
      return { id: 41, state: 'cancelled' };
    })
    .on('GET', '/api/v1/payments/:stamp', () => ({
      kind: 'order',
      amount: 4480,
      order_id: 41,
      state: 'paid',
      ...shop.payment,
    }));
}

const waiting: PendingOrder = {
  id: 41,
  value: 4990,
  delivery: { value: DELIVERY_FEE },
  withdrawn: { wins: 1000, extra_wins: 0, bonus: 0, order_deposit: 3990 },
  products: [{ product_id: 5, names: coffeeMaker.names, quantity: 1 }],
  payment_method: 'nordea',
  expires_at: '2026-11-23T10:30:00Z',
};

/** The forms the page sent to the bank. */
const bankPosts = recordBankPosts();

beforeEach(() => {
  // Failed calls are logged by the page after the toast has told the player.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
});

function shopWith(extra: Partial<Shop>): Shop {
  return { cart: [mug, shirtM, mug], winnings: 1000, pending: null, limits: [], ...extra };
}

async function renderCart(shop: Shop, url = '/ostoskori', state?: unknown) {
  const server = shopServer(shop);
  return {
    ...(await renderApp(<CartPage />, {
      url,
      state,
      server,
      routes: { '/success': <h1>Kiitos tilauksesta</h1> },
    })),
    server,
  };
}

const cartList = () => screen.findByRole('list', { name: 'Ostoskorin tuotteet' });
/** Money as formatted, with any white space (Intl puts no-break spaces in it). */
const euros = (text: string) => new RegExp(text.replace(/ /g, '\\s'));
const total = () => screen.getByText('Yhteensä');

/** The orders the page placed (not the provisional ones its summaries asked for). */
const placedOrders = (server: FakeServer) =>
  server.requestsTo('POST', '/api/v1/shop/orders').filter((request) => !request.query.has('provisional'));

/** From the cart to the summary: "Seuraava", then the contact step filled in. */
async function toSummary() {
  await userEvent.click(await screen.findByRole('button', { name: 'Seuraava' }));
  await fillContact();
  return screen.findByRole('region', { name: 'Yhteenveto' });
}

async function fillContact() {
  const contact = await screen.findByRole('region', { name: 'Yhteystiedot' });
  const fields: [RegExp, string][] = [
    [/^Katuosoite/, 'Kuusitie 3'],
    [/^Postinumero/, '00100'],
    [/^Postitoimipaikka/, 'Helsinki'],
  ];
  for (const [label, value] of fields)
    await userEvent.type(within(contact).getByRole('textbox', { name: label }), value);
  await userEvent.click(within(contact).getByRole('button', { name: 'Seuraava' }));
}

describe('the cart', () => {
  it('shows one line per product and variation with its quantity and price, the total and the winnings', async () => {
    await renderCart(shopWith({}));
    const lines = within(await cartList()).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    const coffee = within(lines[0]!).getByRole('group', { name: 'Kahvinkeitin' });
    expect(coffee).toHaveTextContent(/Määrä: 2 kpl/);
    expect(coffee).toHaveTextContent(euros('99,80 €'));
    const tee = within(lines[1]!).getByRole('group', { name: 'T-paita' });
    expect(tee).toHaveTextContent('M');
    expect(tee).toHaveTextContent(/Määrä: 1 kpl/);
    expect(total()).toHaveTextContent(euros('124,80 €'));
    expect(await screen.findByText('Voittosi:')).toBeInTheDocument();
    expect(screen.getByText('Voittosi:').parentElement).toHaveTextContent(euros('Voittosi: 10,00 €'));
  });

  it('stores a quantity change and a removal as the whole cart, and the lines and total follow', async () => {
    const shop = shopWith({});
    const { server } = await renderCart(shop);
    await cartList();

    await userEvent.click(screen.getByRole('button', { name: 'Lisää yksi: T-paita' }));
    await vi.waitFor(() => expect(total()).toHaveTextContent(euros('149,80 €')));
    expect(screen.getByRole('group', { name: 'T-paita' })).toHaveTextContent(/Määrä: 2 kpl/);
    expect(server.requestsTo('POST', '/api/v1/shop/cart').at(-1)!.body).toEqual({
      items: [
        { id: 5, option: null, product_option_id: null },
        { id: 5, option: null, product_option_id: null },
        { id: 6, option: 61, product_option_id: null },
        { id: 6, option: 61, product_option_id: null },
      ],
      // Made to the cart read just before: stored only if it is still that cart.
      version: versionOf([mug, shirtM, mug]),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Vähennä yksi: Kahvinkeitin' }));
    await vi.waitFor(() => expect(total()).toHaveTextContent(euros('99,90 €')));

    await userEvent.click(screen.getByRole('button', { name: 'Poista Kahvinkeitin' }));
    await vi.waitFor(() => expect(total()).toHaveTextContent(euros('50,00 €')));
    expect(screen.queryByRole('group', { name: 'Kahvinkeitin' })).not.toBeInTheDocument();
    expect(shop.cart).toEqual([shirtM, shirtM]);
  });

  it('changes the cart as the server has it: what another tab added meanwhile is kept', async () => {
    const shop = shopWith({ cart: [mug] });
    const { server } = await renderCart(shop);
    await cartList();
    // Another tab adds a shirt; this page still shows the coffee maker alone.
    shop.cart = [mug, shirtM];
    expect(screen.queryByRole('group', { name: 'T-paita' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Lisää yksi: Kahvinkeitin' }));
    await vi.waitFor(() => expect(screen.getByRole('group', { name: 'T-paita' })).toBeInTheDocument());
    expect(server.requestsTo('POST', '/api/v1/shop/cart').at(-1)!.body).toEqual({
      items: [
        { id: 5, option: null, product_option_id: null },
        { id: 5, option: null, product_option_id: null },
        { id: 6, option: 61, product_option_id: null },
      ],
      version: versionOf([mug, shirtM]),
    });
    expect(shop.cart).toEqual([mug, mug, shirtM]);
  });

  it('counts "+" and "−" from the cart as it is: another tab\'s change to the same line is kept', async () => {
    const shop = shopWith({ cart: [mug, mug] });
    await renderCart(shop);
    await cartList();
    expect(screen.getByRole('group', { name: 'Kahvinkeitin' })).toHaveTextContent(/Määrä: 2 kpl/);
    // Another tab adds a third coffee maker; this page still shows two.
    shop.cart = [mug, mug, mug];

    await userEvent.click(screen.getByRole('button', { name: 'Vähennä yksi: Kahvinkeitin' }));
    await vi.waitFor(() => expect(shop.cart).toEqual([mug, mug]));
    await vi.waitFor(() =>
      expect(screen.getByRole('group', { name: 'Kahvinkeitin' })).toHaveTextContent(/Määrä: 2 kpl/),
    );
  });

  it('makes a change again when another tab changes the cart between its read and its store', async () => {
    const shop = shopWith({ cart: [mug] });
    // Another tab adds a shirt just as this page's store is on its way (after this page read the cart).
    let otherTab = true;
    shop.beforeCartStore = () => {
      if (otherTab) shop.cart = [...shop.cart, shirtM];
      otherTab = false;
    };
    const { server } = await renderCart(shop);
    await cartList();

    await userEvent.click(screen.getByRole('button', { name: 'Lisää yksi: Kahvinkeitin' }));
    await vi.waitFor(() => expect(screen.getByRole('group', { name: 'T-paita' })).toBeInTheDocument());
    expect(shop.cart).toEqual([mug, mug, shirtM]);
    expect(server.requestsTo('POST', '/api/v1/shop/cart').map((request) => request.body)).toEqual([
      {
        items: [mug, mug].map(() => ({ id: 5, option: null, product_option_id: null })),
        version: versionOf([mug]),
      },
      {
        items: [
          { id: 5, option: null, product_option_id: null },
          { id: 5, option: null, product_option_id: null },
          { id: 6, option: 61, product_option_id: null },
        ],
        version: versionOf([mug, shirtM]),
      },
    ]);
    expect(screen.queryByText(cartChanged)).not.toBeInTheDocument();
  });

  it('says so when the cart keeps changing elsewhere, and keeps what was stored there', async () => {
    const shop = shopWith({ cart: [mug] });
    // Every store meets another change: another device keeps adding shirts.
    shop.beforeCartStore = () => {
      shop.cart = [...shop.cart, shirtM];
    };
    const { server } = await renderCart(shop);
    await cartList();

    await userEvent.click(screen.getByRole('button', { name: 'Lisää yksi: Kahvinkeitin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(cartChanged);
    expect(server.requestsTo('POST', '/api/v1/shop/cart')).toHaveLength(3);
    expect(shop.cart).toEqual([mug, shirtM, shirtM, shirtM]);
  });

  it('says "Ostokorisi on tyhjä" once the last line is removed, and for an empty cart', async () => {
    await renderCart(shopWith({ cart: [mug] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Poista Kahvinkeitin' }));
    expect(await screen.findByText('Ostokorisi on tyhjä')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Seuraava' })).not.toBeInTheDocument();
  });

  it('shows an empty cart with the way back to the shop and asks no price for it', async () => {
    const { server } = await renderCart(shopWith({ cart: [] }));
    expect(await screen.findByText('Ostokorisi on tyhjä')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Siirry voittokauppaan' })).toHaveAttribute(
      'href',
      '/voittokauppa',
    );
    expect(server.requestsTo('POST', '/api/v1/shop/orders')).toHaveLength(0);
  });

  it('asks an anonymous visitor to sign in and reads no cart', async () => {
    const server = shopServer(shopWith({}));
    await renderApp(<CartPage />, { url: '/ostoskori', server, player: null });
    expect(screen.getByText('Kirjaudu sisään, niin näet ostoskorisi.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kirjaudu' })).toBeInTheDocument();
    expect(server.requestsTo('GET', '/api/v1/shop/cart')).toHaveLength(0);
  });
});

describe('the checkout', () => {
  it('pays the part the winnings do not cover at the bank: contact, summary, bank, then the bank form', async () => {
    const { server } = await renderCart(shopWith({}));
    const steps = within(await screen.findByRole('list', { name: 'Vaiheet' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Ostoskori'),
      expect.stringContaining('Yhteystiedot'),
      expect.stringContaining('Yhteenveto'),
      expect.stringContaining('Maksutapa'),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Seuraava' }));

    // The contact step starts from what the identity provider knows of the player.
    const contact = await screen.findByRole('region', { name: 'Yhteystiedot' });
    expect(within(contact).getByRole('textbox', { name: /^Etunimi/ })).toHaveValue('Maija');
    expect(within(contact).getByRole('textbox', { name: /^Sähköposti/ })).toHaveValue('maija@example.fi');
    await fillContact();

    const summary = await screen.findByRole('region', { name: 'Yhteenveto' });
    const rows = within(summary)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`.replace(/\s/g, ' '));
    expect(rows).toEqual([
      'Tuotteet yhteensä 124,80 €',
      'Maksetaan voitoista 10,00 €',
      'Toimitusmaksu 4,90 €',
      'Maksettava 119,70 €',
    ]);
    expect(within(summary).getByText(/Kuusitie 3/)).toBeInTheDocument();
    expect(within(summary).queryByRole('button', { name: /Poista/ })).not.toBeInTheDocument();
    await userEvent.click(within(summary).getByRole('button', { name: 'Seuraava' }));

    const payment = await screen.findByRole('region', { name: 'Maksutapa' });
    const toBank = within(payment).getByRole('button', { name: 'Siirry maksamaan' });
    expect(toBank).toBeDisabled();
    await userEvent.click(within(payment).getByRole('radio', { name: 'Nordea' }));
    await userEvent.click(toBank);

    await vi.waitFor(() => expect(bankPosts).toHaveLength(1));
    const form = bankPosts[0]!;
    expect(form.method).toBe('post');
    expect(form.action).toBe(bankForm.url);
    expect(Object.fromEntries(new FormData(form))).toEqual({ amount: '12970', stamp: 'abc-123' });
    const orders = placedOrders(server);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.body).toMatchObject({
      payment_method: 'nordea',
      products: [
        { product_id: 5, quantity: 2, variation_id: null, product_option_id: null },
        { product_id: 6, quantity: 1, variation_id: 61, product_option_id: null },
      ],
      user: { firstname: 'Maija', address: 'Kuusitie 3', postal_code: '00100', city: 'Helsinki' },
    });
    expect(toBank).toBeDisabled();
  });

  it('places an order the winnings cover with "Lunasta", in three steps, and once however often it is pressed', async () => {
    let answer = () => undefined as void;
    const shop = shopWith({ winnings: 20000, holdOrder: new Promise((resolve) => (answer = resolve)) });
    const { server } = await renderCart(shop);
    const steps = within(await screen.findByRole('list', { name: 'Vaiheet' })).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    await userEvent.click(await screen.findByRole('button', { name: 'Seuraava' }));
    await fillContact();

    const summary = await screen.findByRole('region', { name: 'Yhteenveto' });
    expect(within(summary).getByText('Maksettava').nextElementSibling).toHaveTextContent(euros('0,00 €'));
    expect(within(summary).queryByText('Toimitusmaksu')).not.toBeInTheDocument();
    const redeem = within(summary).getByRole('button', { name: 'Lunasta' });
    await userEvent.dblClick(redeem);
    await userEvent.click(redeem);
    const orders = () => placedOrders(server);
    expect(orders()).toHaveLength(1);

    answer();
    expect(await screen.findByRole('heading', { name: 'Kiitos tilauksesta' })).toBeInTheDocument();
    expect(orders()).toHaveLength(1);
    expect(orders()[0]!.body).toMatchObject({ payment_method: null });
    expect(bankPosts).toHaveLength(0);
  });

  it('orders nothing from a summary whose cart another tab ordered meanwhile, and shows the cart as it is', async () => {
    const shop = shopWith({ winnings: 20000 });
    const { server } = await renderCart(shop);
    const summary = await toSummary();
    // The other tab ordered the same cart: the server's cart is empty now.
    shop.cart = [];
    await userEvent.click(within(summary).getByRole('button', { name: 'Lunasta' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(cartChanged);
    expect(await screen.findByText('Ostokorisi on tyhjä')).toBeInTheDocument();
    const orders = placedOrders(server);
    expect(orders.map((request) => request.body)).toEqual([
      expect.objectContaining({ cart_version: versionOf([mug, shirtM, mug]) }),
    ]);
    expect(screen.queryByRole('heading', { name: 'Kiitos tilauksesta' })).not.toBeInTheDocument();
  });

  it('shows the money part and the payment step when the winnings were spent elsewhere since the summary', async () => {
    const shop = shopWith({ winnings: 20000 });
    const { server } = await renderCart(shop);
    const summary = await toSummary();
    expect(within(summary).getByText('Maksettava').nextElementSibling).toHaveTextContent(euros('0,00 €'));
    // Another tab spends the winnings.
    shop.winnings = 0;
    await userEvent.click(within(summary).getByRole('button', { name: 'Lunasta' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Valitse maksutapa.');
    await vi.waitFor(() =>
      expect(within(summary).getByText('Maksettava').nextElementSibling).not.toHaveTextContent(
        euros('0,00 €'),
      ),
    );
    expect(
      within(await screen.findByRole('list', { name: 'Vaiheet' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    await userEvent.click(within(summary).getByRole('button', { name: 'Seuraava' }));
    expect(await screen.findByRole('region', { name: 'Maksutapa' })).toBeInTheDocument();
    const orders = placedOrders(server);
    expect(orders).toHaveLength(1);
  });

  it('shows a refused order in Finnish, stays on the step and lets the player try again with the same attempt', async () => {
    const shop = shopWith({ refuseOrder: { status: 403, body: { code: ['deposit_limit', 20] } } });
    const { server } = await renderCart(shop);
    await userEvent.click(await screen.findByRole('button', { name: 'Seuraava' }));
    await fillContact();
    await userEvent.click(
      within(await screen.findByRole('region', { name: 'Yhteenveto' })).getByRole('button', {
        name: 'Seuraava',
      }),
    );
    const payment = await screen.findByRole('region', { name: 'Maksutapa' });
    await userEvent.click(within(payment).getByRole('radio', { name: 'Nordea' }));
    await userEvent.click(within(payment).getByRole('button', { name: 'Siirry maksamaan' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Saldon lisäysraja ylittyy, sallittu 20 euroa.',
    );
    const toBank = within(payment).getByRole('button', { name: 'Siirry maksamaan' });
    await vi.waitFor(() => expect(toBank).toBeEnabled());
    expect(bankPosts).toHaveLength(0);

    shop.refuseOrder = undefined;
    await userEvent.click(toBank);
    await vi.waitFor(() => expect(bankPosts).toHaveLength(1));
    const orders = placedOrders(server);
    expect(orders).toHaveLength(2);
    expect(orders[0]!.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]).toBeTruthy();
    expect(orders[1]!.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]).toBe(
      orders[0]!.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()],
    );
  });
});

describe('the cart page and pending money', () => {
  it('shows a waiting order instead of the checkout: what the bank charges, until when, and resumes it', async () => {
    const { server } = await renderCart(shopWith({ pending: waiting }));
    const panel = await screen.findByRole('region', { name: 'Tilauksesi odottaa maksua' });
    expect(within(panel).getByText('Kahvinkeitin')).toBeInTheDocument();
    expect(within(panel).getAllByRole('definition').at(-1)).toHaveTextContent(euros('44,80 €'));
    expect(panel).toHaveTextContent(`${formatDate(waiting.expires_at)} asti`);
    expect(screen.queryByRole('button', { name: 'Seuraava' })).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Jatka maksamista' }));
    await vi.waitFor(() => expect(bankPosts).toHaveLength(1));
    expect(bankPosts[0]!.action).toBe(bankForm.url);
    expect(server.requestsTo('POST', '/api/v1/shop/orders/41/resume')).toHaveLength(1);
  });

  it('"Peru tilaus" cancels the order, says the winnings came back and offers the checkout again', async () => {
    const { server } = await renderCart(shopWith({ pending: waiting }));
    await userEvent.click(await screen.findByRole('button', { name: 'Peru tilaus' }));
    expect(await screen.findByText('Tilaus peruttu. Voitot palautettiin saldoosi.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Seuraava' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tilauksesi odottaa maksua' })).not.toBeInTheDocument();
    expect(server.requestsTo('POST', '/api/v1/shop/orders/41/cancel')).toHaveLength(1);
  });

  it.each([
    ['cancelled', 'Maksu peruttiin. Tilaus on peruttu ja voitot palautettu saldoosi.'],
    ['expired', 'Maksuaika umpeutui. Tilaus on peruttu ja voitot palautettu saldoosi.'],
    [
      'returned',
      'Maksu vahvistui vasta, kun tilaus oli jo peruttu tai maksettu, joten sitä ei käytetty. Maksu palautetaan tilille, jolta se maksettiin.',
    ],
  ])('says on the page when the bank returns a %s payment', async (state, text) => {
    const { server } = await renderCart(shopWith({ payment: { state } }), '/ostoskori?maksu=abc-123');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: state === 'returned' ? 'Maksu palautetaan' : 'Maksua ei tehty' }),
    ).toBeInTheDocument();
    expect(screen.getByText(text).closest('[role="status"]')).not.toBeNull();
    expect(server.requestsTo('GET', '/api/v1/payments/abc-123')).toHaveLength(1);
  });

  it('says a pause blocks the bank payment before the player fills anything in', async () => {
    const pause: Limit = {
      variety: 'play_pause',
      value: 1440,
      next_value: null,
      value_left: 600,
      default_value: 43200,
      ends_at: '2026-11-24T08:00:00Z',
    };
    await renderCart(shopWith({ limits: [pause] }));
    const notice = await screen.findByText(/^Pelitauko on voimassa/);
    expect(notice).toHaveTextContent(
      `Pelitauko on voimassa ${formatDate('2026-11-24T08:00:00Z')} asti. Voit lunastaa tuotteita voitoillasi, mutta maksua pankista ei voi tehdä tauon aikana.`,
    );
    expect(notice).toHaveAttribute('role', 'status');
  });
});

describe('the checkout in the browser history', () => {
  const region = (name: string) => screen.findByRole('region', { name });
  const left = () => screen.queryByRole('status', { name: 'Siirrytty osoitteeseen' });

  it('moves between the steps with the browser\'s Back and Forward; "Takaisin" is the same as Back', async () => {
    await renderCart(shopWith({ winnings: 20000 }));
    await cartList();
    await userEvent.click(screen.getByRole('button', { name: 'Seuraava' }));
    await region('Yhteystiedot');

    // Back leaves the contact details for the cart, not the cart page for the page before it.
    await browserBack();
    expect(await cartList()).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Yhteystiedot' })).not.toBeInTheDocument();
    expect(left()).not.toBeInTheDocument();
    await browserForward();
    await region('Yhteystiedot');

    await fillContact();
    const summary = await region('Yhteenveto');
    expect(summary).toHaveTextContent('Kuusitie 3');
    await userEvent.click(within(summary).getByRole('button', { name: 'Takaisin' }));
    // The details given stay in the form.
    const contact = await region('Yhteystiedot');
    expect(within(contact).getByRole('textbox', { name: /^Katuosoite/ })).toHaveValue('Kuusitie 3');
    await browserForward();
    expect(await region('Yhteenveto')).toHaveTextContent('Kuusitie 3');
    await browserBack();
    await browserBack();
    expect(await cartList()).toBeInTheDocument();
  });

  it('a reloaded summary, whose contact details the page no longer has, asks for them; Takaisin leads to the cart', async () => {
    const { server } = await renderCart(shopWith({}), '/ostoskori', { checkoutStep: 2, pushed: true });
    const contact = await region('Yhteystiedot');
    expect(screen.queryByRole('region', { name: 'Yhteenveto' })).not.toBeInTheDocument();
    // No order is sent without the details.
    expect(
      server.requestsTo('POST', '/api/v1/shop/orders').filter(({ query }) => !query.get('provisional')),
    ).toHaveLength(0);
    await userEvent.click(within(contact).getByRole('button', { name: 'Takaisin' }));
    expect(await cartList()).toBeInTheDocument();
    expect(left()).not.toBeInTheDocument();
  });
});
