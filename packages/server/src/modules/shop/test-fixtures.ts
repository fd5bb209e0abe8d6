import type { PaymentProviderForm, TransactionVariety } from '@arpa/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestAppOptions } from '../../test/harness.ts';
import { ensureAccount, postLedgerEvent } from '../accounts/ledger.ts';

/** Test fixtures of the shop, order and payment tests: catalogue rows, balances, the bank's pages. */

/** Header that makes the harness's test user strongly authenticated. */
export const strongUserHeader = 'x-test-strong';

/** The app on a fresh database, where `x-test-strong: 1` marks the test user strongly authenticated. */
export function createShopTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  return createTestApp({
    ...options,
    async testRoutes(app: FastifyInstance) {
      app.addHook('onRequest', async (request) => {
        if (request.headers[strongUserHeader] === '1' && request.user) {
          request.user = { ...request.user, stronglyAuthenticated: true };
        }
      });
      await options.testRoutes?.(app);
    },
  });
}

const fi = (value: string) => JSON.stringify([{ lang: 'fi', value }]);

export async function seedCategory(db: Kysely<Database>, name: string, index = 0): Promise<number> {
  const row = await db
    .insertInto('product_categories')
    .values({ custom_id: `cat-${name}`, names: fi(name), index })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface ProductSeed {
  name: string;
  /** Cents. */
  value: number;
  categoryId: number | null;
  hidden?: boolean;
  variations?: string[];
  options?: string[];
}

export interface SeededProduct {
  id: number;
  variationIds: number[];
  optionIds: number[];
}

export async function seedProduct(db: Kysely<Database>, seed: ProductSeed): Promise<SeededProduct> {
  const product = await db
    .insertInto('products')
    .values({
      custom_id: `p-${seed.name}-${Math.random().toString(36).slice(2)}`,
      names: fi(seed.name),
      descriptions: fi(`${seed.name}: kuvaus`),
      value: seed.value,
      category_id: seed.categoryId,
      hidden: seed.hidden ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const variationIds: number[] = [];
  for (const [index, name] of (seed.variations ?? []).entries()) {
    const row = await db
      .insertInto('product_variations')
      .values({ product_id: product.id, name, index })
      .returning('id')
      .executeTakeFirstOrThrow();
    variationIds.push(row.id);
  }
  const optionIds: number[] = [];
  for (const [index, name] of (seed.options ?? []).entries()) {
    const row = await db
      .insertInto('product_options')
      .values({ product_id: product.id, custom_id: `o-${index}`, names: fi(name), index })
      .returning('id')
      .executeTakeFirstOrThrow();
    optionIds.push(row.id);
  }
  return { id: product.id, variationIds, optionIds };
}

const creditVariety: Record<'wins' | 'extra_wins' | 'bonus', TransactionVariety> = {
  wins: 'win',
  extra_wins: 'extra_wins',
  bonus: 'bonus',
};

/** Credits the player's win accounts through the ledger. */
export async function seedBalances(
  db: Kysely<Database>,
  userId: string,
  balances: Partial<Record<'wins' | 'extra_wins' | 'bonus', number>>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [variety, cents] of Object.entries(balances) as ['wins' | 'extra_wins' | 'bonus', number][]) {
      if (!cents) continue;
      const account = await ensureAccount(trx, userId, variety);
      await postLedgerEvent(trx, {
        accountId: account.id,
        type: 'credit',
        variety: creditVariety[variety],
        value: cents,
      });
    }
  });
}

/** The player's saldo per account variety (summed over accounts of the same variety). */
export async function balancesOf(db: Kysely<Database>, userId: string): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('accounts')
    .select(['variety', 'saldo'])
    .where('user_id', '=', userId)
    .execute();
  const sums: Record<string, number> = {};
  for (const row of rows) sums[row.variety] = (sums[row.variety] ?? 0) + row.saldo;
  return sums;
}

function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * What the browser does with the app's hidden form: posts it to the bank, opens the bank page and presses
 * "Maksa" or "Peruuta". Answers the URL the bank redirects back to (our return URL with signed params).
 */
export async function visitBank(
  t: TestApp,
  form: PaymentProviderForm,
  action: 'pay' | 'cancel',
): Promise<string> {
  const fields = new URLSearchParams(
    form.parameters.map(({ name, value }): [string, string] => [name, value]),
  );
  const posted = await t.app.inject({
    method: 'POST',
    url: pathOf(form.url),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: fields.toString(),
  });
  expect(posted.statusCode).toBe(303);
  const page = await t.app.inject({ url: posted.headers.location as string });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Maksa');
  const method = new URL(posted.headers.location as string, 'http://x').searchParams.get('method') as string;
  const pressed = await t.app.inject({
    method: 'POST',
    url: `${new URL(posted.headers.location as string, 'http://x').pathname}/complete`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ method, action }).toString(),
  });
  expect(pressed.statusCode).toBe(303);
  return pressed.headers.location as string;
}

/** The browser follows the bank's redirect back to us; answers our response (a redirect into the app). */
export function followReturn(t: TestApp, url: string) {
  return t.app.inject({ method: 'GET', url: pathOf(url) });
}

/** The callback URL the simulator sends for a return URL (same signed parameters, callback path). */
export function callbackFor(url: string): string {
  return pathOf(url).replace('/api/v1/payments/return/', '/api/v1/payments/callback/');
}
