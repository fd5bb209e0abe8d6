import { Writable } from 'node:stream';
import type { DepositResponse, PendingDepositResponse } from '@arpa/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { assertLedgerInvariant } from '../accounts/ledger-invariant.ts';
import { PAYTRAIL_TEST_SECRET, signedResultParams } from '../payments/paytrail.ts';
import {
  balancesOf,
  callbackFor,
  createShopTestApp,
  followReturn,
  strongUserHeader,
  visitBank,
} from '../shop/test-fixtures.ts';

const player = 'pelaaja-1';
const strong = { [strongUserHeader]: '1' };

describe(`deposits and bank payments (${testDatabaseKind})`, () => {
  let t: TestApp;
  let logLines: string[];

  beforeEach(async () => {
    logLines = [];
    t = await createShopTestApp({
      logger: {
        level: 'warn',
        stream: new Writable({
          write(chunk, _encoding, done) {
            logLines.push(String(chunk));
            done();
          },
        }),
      },
    });
  });

  afterEach(async () => {
    await t.app.paymentSimulator?.settled();
    await assertLedgerInvariant(t.db);
    await t.close();
  });

  function deposit(body: Record<string, unknown>, headers: Record<string, string> = strong, user = player) {
    return t.request({ method: 'POST', url: '/api/v2/accounts/deposit', user, headers, payload: body });
  }

  async function startDeposit(value: number, user = player): Promise<DepositResponse> {
    const response = await deposit(
      { value, payment_method: 'nordea', subject: 'Saldon lisäys', name: 'Maija Meikäläinen' },
      strong,
      user,
    );
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  async function paymentOf(user = player) {
    return t.db
      .selectFrom('payments')
      .selectAll()
      .where('user_id', '=', user)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  }

  async function depositEvents(user = player) {
    return t.db
      .selectFrom('account_events as e')
      .innerJoin('accounts as a', 'a.id', 'e.account_id')
      .select(['e.variety', 'e.type', 'e.value', 'a.variety as account'])
      .where('a.user_id', '=', user)
      .execute();
  }

  it('refuses a deposit without strong authentication and without sign-in', async () => {
    const weak = await deposit({ value: 2000, payment_method: 'nordea', subject: 's', name: 'n' }, {});
    expect(weak.statusCode).toBe(403);
    expect(weak.json()).toEqual({
      code: 'strong_authentication_required',
      description: 'Vahva tunnistautuminen vaaditaan.',
    });
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/v2/accounts/deposit',
      payload: { value: 2000 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await t.db.selectFrom('payments').selectAll().execute()).toEqual([]);
  });

  it('answers the catalogued codes for a missing or wrong amount or bank', async () => {
    const codeOf = async (body: Record<string, unknown>) => (await deposit(body)).json().code;
    expect(await codeOf({ payment_method: 'nordea' })).toBe('missing_payment_value');
    expect(await codeOf({ value: null, payment_method: 'nordea' })).toBe('missing_payment_value');
    expect(await codeOf({ value: 2000 })).toBe('missing_payment_method');
    expect(await codeOf({ value: 2000, payment_method: 'paypal' })).toBe('invalid_payment_method');
    expect(await codeOf({ value: 999, payment_method: 'nordea' })).toBe('invalid_value');
    expect(await codeOf({ value: 10001, payment_method: 'nordea' })).toBe('value_too_big');
    expect(await codeOf({ value: 20.5, payment_method: 'nordea' })).toBe('not_integer');
    expect(await codeOf({ value: 2000, payment_method: 'nordea', extra: 1 })).toBe('input_validation_error');
  });

  it('answers the bank form, and a paid deposit credits the money account exactly once', async () => {
    const { payment_provider: form } = await startDeposit(2500);
    expect(form.url).toMatch(/^http:\/\/localhost:8080\/payment-sim\/pay\/[0-9a-f-]{36}$/);
    expect(form.parameters).toEqual([{ name: 'method', value: 'nordea' }]);
    expect(await paymentOf()).toMatchObject({
      kind: 'deposit',
      amount: 2500,
      method: 'nordea',
      state: 'created',
    });

    const returnUrl = await visitBank(t, form, 'pay');
    expect(returnUrl).toMatch(/^http:\/\/localhost:8080\/api\/v1\/payments\/return\/success\?/);
    const back = await followReturn(t, returnUrl);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toMatch(/^\/tili\/lisaa-saldoa\/success\?maksu=[0-9a-f-]{36}$/);
    await t.app.paymentSimulator!.settled();

    // The simulator sent its callback twice; the redirect came too: one credit.
    const transactionId = (await paymentOf()).provider_transaction_id as string;
    expect(
      t.app.paymentSimulator!.payment(transactionId)?.callbacks.map((callback) => callback.status),
    ).toEqual([200, 200]);
    expect((await balancesOf(t.db, player)).money).toBe(2500);
    expect(await depositEvents()).toEqual([
      { variety: 'deposit', type: 'credit', value: 2500, account: 'money' },
    ]);
    expect(await paymentOf()).toMatchObject({ state: 'paid', provider_transaction_id: transactionId });
    expect((await paymentOf()).paid_at).toBeInstanceOf(Date);
  });

  it('credits once when the redirect and many callbacks race', async () => {
    const { payment_provider: form } = await startDeposit(5000);
    const returnUrl = await visitBank(t, form, 'pay');
    // The simulator's own two callbacks are already on their way; add the redirect and four replays.
    const callback = callbackFor(returnUrl);
    const responses = await Promise.all([
      followReturn(t, returnUrl),
      followReturn(t, returnUrl),
      ...Array.from({ length: 4 }, () => t.app.inject({ url: callback })),
    ]);
    await t.app.paymentSimulator!.settled();
    expect(responses.map((response) => response.statusCode)).toEqual([303, 303, 200, 200, 200, 200]);
    expect((await balancesOf(t.db, player)).money).toBe(5000);
    expect(await depositEvents()).toHaveLength(1);
  });

  it('ignores a replayed callback after the payment was settled', async () => {
    const { payment_provider: form } = await startDeposit(1000);
    const returnUrl = await visitBank(t, form, 'pay');
    await followReturn(t, returnUrl);
    await t.app.paymentSimulator!.settled();
    for (let replay = 0; replay < 3; replay += 1) {
      expect((await t.app.inject({ url: callbackFor(returnUrl) })).statusCode).toBe(200);
      expect((await followReturn(t, returnUrl)).headers.location).toMatch(
        /^\/tili\/lisaa-saldoa\/success\?maksu=[0-9a-f-]{36}$/,
      );
    }
    expect((await balancesOf(t.db, player)).money).toBe(1000);
    expect(await depositEvents()).toHaveLength(1);
  });

  it('refuses and logs a forged or altered callback, crediting nothing', async () => {
    const { payment_provider: form } = await startDeposit(1000);
    const cancelUrl = await visitBank(t, form, 'cancel');
    await t.app.paymentSimulator!.settled();
    const genuine = Object.fromEntries(new URL(cancelUrl).searchParams);

    // The player turns the signed "fail" into "ok", or raises the amount: the signature no longer matches.
    const altered = new URLSearchParams({ ...genuine, 'checkout-status': 'ok' });
    const raised = new URLSearchParams({ ...genuine, 'checkout-amount': '10000' });
    // A forger who does not know the secret signs with another one.
    const forged = new URLSearchParams(
      signedResultParams(
        {
          account: genuine['checkout-account'],
          algorithm: 'sha256',
          amount: 1000,
          stamp: genuine['checkout-stamp'],
          reference: genuine['checkout-reference'],
          transactionId: genuine['checkout-transaction-id'],
          status: 'ok',
          provider: 'nordea',
        },
        'ARVATTU-SALAISUUS',
      ),
    );
    const unsigned = new URLSearchParams({ ...genuine, 'checkout-status': 'ok' });
    unsigned.delete('signature');
    for (const params of [altered, raised, forged, unsigned]) {
      for (const path of ['/api/v1/payments/callback/success', '/api/v1/payments/return/success']) {
        const response = await t.app.inject({ url: `${path}?${params}` });
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('invalid_signature');
      }
    }
    expect(logLines.some((line) => line.includes('payment result refused: invalid signature'))).toBe(true);

    // With the genuine secret the same stamp settles as the bank said: cancelled, nothing credited.
    const correctlySigned = signedResultParams(
      {
        account: genuine['checkout-account'],
        algorithm: 'sha256',
        amount: 1000,
        stamp: genuine['checkout-stamp'],
        reference: genuine['checkout-reference'],
        transactionId: 'another-transaction',
        status: 'ok',
        provider: 'nordea',
      },
      PAYTRAIL_TEST_SECRET,
    );
    // …but a signed result for another transaction of the same stamp is not this payment's.
    const mismatch = await t.app.inject({
      url: `/api/v1/payments/callback/success?${new URLSearchParams(correctlySigned)}`,
    });
    expect(mismatch.statusCode).toBe(404);
    expect(mismatch.json().code).toBe('payment_not_found');

    expect(await paymentOf()).toMatchObject({ state: 'cancelled' });
    expect((await balancesOf(t.db, player)).money ?? 0).toBe(0);
    expect(await depositEvents()).toEqual([]);
  });

  it('names the deposit still open at the bank, the player’s own only, until it is paid, cancelled or expires', async () => {
    const pending = async (user = player) => {
      const response = await t.request({ url: '/api/v2/accounts/deposit/pending', user });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return response.json<PendingDepositResponse>().item;
    };
    expect(await pending()).toBeNull();
    expect((await t.request({ url: '/api/v2/accounts/deposit/pending', user: '' })).statusCode).toBe(401);

    const { payment_provider: first } = await startDeposit(2000);
    const open = await pending();
    expect(open).toEqual({ value: 2000, payment_method: 'nordea', expires_at: expect.any(String) });
    expect(new Date(open!.expires_at).getTime()).toBeGreaterThan(Date.now());
    expect(await pending('toinen')).toBeNull();

    // Paid: nothing waits. A second one left at the bank waits until its deadline passes.
    await followReturn(t, await visitBank(t, first, 'pay'));
    await t.app.paymentSimulator!.settled();
    expect(await pending()).toBeNull();
    await startDeposit(1500);
    expect(await pending()).toMatchObject({ value: 1500 });
    await t.db
      .updateTable('payments')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('state', '=', 'created')
      .execute();
    expect(await pending()).toBeNull();
    expect(await paymentOf()).toMatchObject({ state: 'expired' });

    // Cancelled at the bank: nothing waits.
    const { payment_provider: third } = await startDeposit(1000);
    await followReturn(t, await visitBank(t, third, 'cancel'));
    await t.app.paymentSimulator!.settled();
    expect(await pending()).toBeNull();
  });

  it('a cancelled payment credits nothing and sends the player back to the deposit page', async () => {
    const { payment_provider: form } = await startDeposit(2000);
    const cancelUrl = await visitBank(t, form, 'cancel');
    expect(cancelUrl).toMatch(/\/api\/v1\/payments\/return\/cancel\?/);
    const back = await followReturn(t, cancelUrl);
    expect(back.headers.location).toMatch(/^\/tili\/lisaa-saldoa\?maksu=[0-9a-f-]{36}$/);
    await t.app.paymentSimulator!.settled();
    expect(await paymentOf()).toMatchObject({ state: 'cancelled' });
    expect((await balancesOf(t.db, player)).money ?? 0).toBe(0);
    expect(await depositEvents()).toEqual([]);
  });

  it('refuses a deposit over the monthly deposit limit, counting deposits still open', async () => {
    const lowered = await t.request({
      method: 'PATCH',
      url: '/api/v1/users/limits',
      user: player,
      payload: [{ variety: 'deposit_by_month', value: 3500 }],
    });
    expect(lowered.statusCode).toBe(200);

    const { payment_provider: form } = await startDeposit(2000);
    await followReturn(t, await visitBank(t, form, 'pay'));
    await t.app.paymentSimulator!.settled();

    // 2000 deposited of 3500: 15 euros left.
    const over = await deposit({ value: 2000, payment_method: 'aktia', subject: 's', name: 'n' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      code: ['deposit_limit', 15],
      description: 'Saldon lisäysraja ylittyy, sallittu 15 euroa.',
    });

    // A 1000 deposit started but not paid yet leaves 5 euros for another one.
    await startDeposit(1000);
    const second = await deposit({ value: 1000, payment_method: 'aktia', subject: 's', name: 'n' });
    expect(second.json().code).toEqual(['deposit_limit', 5]);
    expect((await balancesOf(t.db, player)).money).toBe(2000);
  });
});
