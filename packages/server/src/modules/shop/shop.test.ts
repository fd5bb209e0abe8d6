import type { Product } from '@arpa/contract';
import { finnish } from '@arpa/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { assertLedgerInvariant } from '../accounts/ledger-invariant.ts';
import { createShopTestApp, seedCategory, seedProduct } from './test-fixtures.ts';

describe(`prize shop and cart (${testDatabaseKind})`, () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createShopTestApp();
  });

  afterEach(async () => {
    await assertLedgerInvariant(t.db);
    await t.close();
  });

  const names = (products: Product[]) => products.map((product) => finnish(product.names));

  it('lists categories in their order with the product-list template', async () => {
    await seedCategory(t.db, 'Kodin tavarat', 2);
    await seedCategory(t.db, 'Lahjakortit', 1);
    const response = await t.request({ url: '/api/v1/shop/categories' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((category: { names: { value: string }[] }) => category.names[0].value)).toEqual([
      'Lahjakortit',
      'Kodin tavarat',
    ]);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      names: [{ lang: 'fi', value: 'Lahjakortit' }],
      default_template: 'product-list',
    });
  });

  it('pages 12 products at a time from page 1, sorted by Finnish name, hidden and non-shop products omitted', async () => {
    const home = await seedCategory(t.db, 'Koti');
    const other = await seedCategory(t.db, 'Muut');
    const letters = ['Öljylamppu', 'Ämpäri', 'Aurinkovarjo', 'Zeppeliini', 'Åbo-kassi', 'Banaanikoukku'];
    for (const name of letters) await seedProduct(t.db, { name, value: 1000, categoryId: home });
    for (let index = 1; index <= 8; index += 1) {
      await seedProduct(t.db, { name: `Kuppi ${index}`, value: 500, categoryId: other });
    }
    await seedProduct(t.db, { name: 'Piilotettu', value: 100, categoryId: home, hidden: true });
    await seedProduct(t.db, { name: 'Arvan palkinto', value: 100, categoryId: null });

    const first = (await t.request({ url: '/api/v1/shop/products?page=1&sort=name' })).json();
    expect(first.meta.page_count).toBe(2);
    expect(first.data).toHaveLength(12);
    const second = (await t.request({ url: '/api/v1/shop/products?page=2&sort=name' })).json();
    expect(second.data).toHaveLength(2);
    const all = [...names(first.data), ...names(second.data)];
    expect(all).not.toContain('Piilotettu');
    expect(all).not.toContain('Arvan palkinto');
    // Finnish order: numbers in natural order, and Å, Ä, Ö after Z.
    expect(all.slice(0, 3)).toEqual(['Aurinkovarjo', 'Banaanikoukku', 'Kuppi 1']);
    expect(all.slice(-4)).toEqual(['Zeppeliini', 'Åbo-kassi', 'Ämpäri', 'Öljylamppu']);

    const reversed = (
      await t.request({ url: `/api/v1/shop/products?page=1&sort=-name&category_id=${home}` })
    ).json();
    expect(names(reversed.data)).toEqual([
      'Öljylamppu',
      'Ämpäri',
      'Åbo-kassi',
      'Zeppeliini',
      'Banaanikoukku',
      'Aurinkovarjo',
    ]);
    expect(reversed.meta.page_count).toBe(1);
    expect(reversed.data[0]).toMatchObject({
      value: 1000,
      hidden: false,
      category: home,
      variations: [],
      options: [],
    });

    expect((await t.request({ url: '/api/v1/shop/products?page=0' })).statusCode).toBe(400);
    expect((await t.request({ url: '/api/v1/shop/products?sort=price' })).statusCode).toBe(400);
    expect((await t.request({ url: '/api/v1/shop/products?page=9' })).json().data).toEqual([]);
  });

  it('shows a product with variations and options; hidden ones only outside the shop', async () => {
    const category = await seedCategory(t.db, 'Vaatteet');
    const shirt = await seedProduct(t.db, {
      name: 'T-paita',
      value: 2500,
      categoryId: category,
      variations: ['S', 'M'],
      options: ['Sininen', 'Punainen'],
    });
    const hidden = await seedProduct(t.db, {
      name: 'Palkinto',
      value: 100,
      categoryId: category,
      hidden: true,
    });

    const product = (await t.request({ url: `/api/v1/shop/products/${shirt.id}` })).json();
    expect(product).toMatchObject({
      id: shirt.id,
      value: 2500,
      variations: [
        { id: shirt.variationIds[0], name: 'S' },
        { id: shirt.variationIds[1], name: 'M' },
      ],
    });
    expect(product.options.map((option: { names: { value: string }[] }) => option.names[0].value)).toEqual([
      'Sininen',
      'Punainen',
    ]);
    expect((await t.request({ url: `/api/v1/products/${shirt.id}` })).json()).toEqual(product);
    const options = (await t.request({ url: `/api/v1/products/${shirt.id}/options` })).json();
    expect(options.total).toBe(2);
    expect(options.items[0].id).toBe(shirt.optionIds[0]);

    const inShop = await t.request({ url: `/api/v1/shop/products/${hidden.id}` });
    expect(inShop.statusCode).toBe(404);
    expect(inShop.json().code).toBe('product_not_found');
    expect((await t.request({ url: `/api/v1/products/${hidden.id}` })).statusCode).toBe(200);
    expect((await t.request({ url: '/api/v1/products/999999' })).json().code).toBe('product_not_found');
    expect((await t.request({ url: '/api/v1/products/abc' })).statusCode).toBe(400);
  });

  it('keeps each player their own cart, replaced as a whole, at most 20 items', async () => {
    const category = await seedCategory(t.db, 'Kaikki');
    const shirt = await seedProduct(t.db, {
      name: 'T-paita',
      value: 2500,
      categoryId: category,
      variations: ['S', 'M'],
    });
    const mug = await seedProduct(t.db, {
      name: 'Muki',
      value: 800,
      categoryId: category,
      options: ['Valkoinen'],
    });
    const other = await seedProduct(t.db, {
      name: 'Toinen',
      value: 800,
      categoryId: category,
      variations: ['XL'],
    });

    expect((await t.request({ url: '/api/v1/shop/cart' })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/shop/cart', payload: { items: [] } })).statusCode,
    ).toBe(401);

    const saved = await t.request({
      method: 'POST',
      url: '/api/v1/shop/cart',
      user: 'a',
      payload: {
        items: [
          { id: shirt.id, option: shirt.variationIds[1] },
          { id: mug.id, option: null, product_option_id: mug.optionIds[0] },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const expected = {
      items: [
        {
          id: shirt.id,
          option: { label: 'M', variation_id: shirt.variationIds[1] },
          product_option_id: null,
        },
        { id: mug.id, option: null, product_option_id: mug.optionIds[0] },
      ],
    };
    expect(saved.json()).toEqual({ ...expected, version: expect.any(String) });
    expect((await t.request({ url: '/api/v1/shop/cart', user: 'a' })).json()).toEqual(saved.json());
    const empty = (await t.request({ url: '/api/v1/shop/cart', user: 'b' })).json();
    expect(empty).toEqual({ items: [], version: expect.any(String) });
    expect(empty.version).not.toBe(saved.json().version);

    const tooBig = await t.request({
      method: 'POST',
      url: '/api/v1/shop/cart',
      user: 'a',
      payload: { items: Array.from({ length: 21 }, () => ({ id: mug.id, option: null })) },
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({ code: 'cart_size_too_big', description: 'Tuotekori liian iso.' });
    const twenty = await t.request({
      method: 'POST',
      url: '/api/v1/shop/cart',
      user: 'a',
      payload: { items: Array.from({ length: 20 }, () => ({ id: mug.id, option: null })) },
    });
    expect(twenty.json().items).toHaveLength(20);

    // Another product's variation, an unknown product: refused, the cart stays as it was.
    const wrongVariation = await t.request({
      method: 'POST',
      url: '/api/v1/shop/cart',
      user: 'a',
      payload: { items: [{ id: shirt.id, option: other.variationIds[0] }] },
    });
    expect(wrongVariation.json().code).toBe('invalid_product_option');
    const unknown = await t.request({
      method: 'POST',
      url: '/api/v1/shop/cart',
      user: 'a',
      payload: { items: [{ id: 999999, option: null }] },
    });
    expect(unknown.json().code).toBe('product_not_found');
    expect((await t.request({ url: '/api/v1/shop/cart', user: 'a' })).json().items).toHaveLength(20);

    const emptied = await t.request({
      method: 'POST',
      url: '/api/v1/shop/cart',
      user: 'a',
      payload: { items: [] },
    });
    expect(emptied.json()).toEqual(empty);
  });

  it('stores a change only into the cart it was made to: a cart changed since answers cart_changed', async () => {
    const category = await seedCategory(t.db, 'Kaikki');
    const mug = await seedProduct(t.db, { name: 'Muki', value: 800, categoryId: category });
    const lamp = await seedProduct(t.db, { name: 'Lamppu', value: 3000, categoryId: category });
    const book = await seedProduct(t.db, { name: 'Kirja', value: 1500, categoryId: category });
    const save = (items: { id: number }[], version?: string) =>
      t.request({ method: 'POST', url: '/api/v1/shop/cart', user: 'a', payload: { items, version } });
    const ids = async () =>
      ((await t.request({ url: '/api/v1/shop/cart', user: 'a' })).json().items as { id: number }[]).map(
        (item) => item.id,
      );

    const first = (await save([{ id: mug.id }])).json();
    // Two tabs read the cart (the mug), then each adds a product to what it read.
    const [lampTab, bookTab] = await Promise.all([
      save([{ id: mug.id }, { id: lamp.id }], first.version),
      save([{ id: mug.id }, { id: book.id }], first.version),
    ]);
    const answers = [lampTab, bookTab];
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toEqual({
      code: 'cart_changed',
      description: 'Ostoskoria muutettiin samaan aikaan toisaalla. Tarkista ostoskori ja yritä uudelleen.',
    });
    const stored = answers.find((answer) => answer.statusCode === 200)!.json();
    expect(await ids()).toEqual(stored.items.map((item: { id: number }) => item.id));

    // The refused tab reads again and adds its product to what is there now: nothing is lost.
    const again = (await t.request({ url: '/api/v1/shop/cart', user: 'a' })).json();
    expect(again.version).toBe(stored.version);
    const missing = refused === lampTab ? lamp.id : book.id;
    expect((await save([...again.items, { id: missing }], again.version)).statusCode).toBe(200);
    expect((await ids()).sort()).toEqual([mug.id, lamp.id, book.id].sort());

    // The same items give the same version: a change made to them still applies.
    const current = (await t.request({ url: '/api/v1/shop/cart', user: 'a' })).json();
    await save(current.items);
    expect((await save([], current.version)).statusCode).toBe(200);
    // A version that was never a cart's, or an old one, stores nothing; no version replaces as before.
    expect((await save([{ id: mug.id }], 'vanha')).json().code).toBe('cart_changed');
    expect((await save([{ id: mug.id }], first.version)).json().code).toBe('cart_changed');
    expect(await ids()).toEqual([]);
    expect((await save([{ id: lamp.id }])).statusCode).toBe(200);
    expect(await ids()).toEqual([lamp.id]);
  });

  it('refuses a cart update without the CSRF token', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/shop/cart',
      user: 'a',
      csrf: false,
      payload: { items: [] },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('csrf_token_invalid');
  });
});
