import type { ClaimResponse } from '@arpa/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { importTestSeries } from '../../test/ticket-series.ts';
import { loadDemoSeedIfEmpty } from '../admin/seed.ts';
import { resolveTicketCodeKey } from '../catalogue/codes.ts';

// Issue 12, item 6: a winner is asked for a street address only when the prize goes by post. A money value,
// a prize the operator handles and a product sent by email need a way to reach the winner, nothing more.
const reach = { firstname: 'Ville', lastname: 'Voittaja', email: 'ville@example.fi', phone: '0401234567' };
const street = { address: 'Aleksanterinkatu 5', postal_code: '00100', city: 'Helsinki' };

describe(`what a logged-out winner is asked (${testDatabaseKind})`, () => {
  let test: TestApp;
  let lotteryId = 0;
  let serial = 0;

  beforeAll(async () => {
    test = await createTestApp({ now: () => new Date('2026-03-02T10:00:00Z') });
    const codeKey = await resolveTicketCodeKey(test.db, undefined);
    await loadDemoSeedIfEmpty(test.db, codeKey);
    const rows = [
      'TARVE0001,,voitto-10,1000,1,1',
      'TARVE0002,,kylpylaloma,59900,0,0',
      'TARVE0003,,elokuvaliput,2800,0,1',
      'TARVE0004,,kahvinkeitin,4990,0,1',
      'TARVE0005,,,0,0,0',
    ];
    lotteryId = await importTestSeries(test.db, {
      lottery: 'nuorelle-siivet',
      series: 'TARVE-2026',
      rows,
      codeKey,
    });
  });
  afterAll(() => test.close());

  async function claimAnonymously(code: string) {
    serial += 1;
    const response = await test.request({
      method: 'POST',
      url: `/api/v1/lotteries/${lotteryId}/claims/`,
      payload: { code_a: code },
      remoteAddress: `10.9.0.${serial}`,
    } as InjectOptions);
    expect(response.statusCode).toBe(200);
    return { claim: response.json() as ClaimResponse, token: response.headers['claim-token'] as string };
  }

  const commit = (token: string, body: object) =>
    test.request({
      method: 'PUT',
      url: `/api/v1/lotteries/${lotteryId}/claims/commit`,
      payload: body,
      headers: { 'claim-token': token },
    } as InjectOptions);

  async function storedContact(claimId: number) {
    const row = await test.db
      .selectFrom('claims')
      .select(['state', 'contact'])
      .where('id', '=', claimId)
      .executeTakeFirstOrThrow();
    return {
      state: row.state,
      contact: typeof row.contact === 'string' ? JSON.parse(row.contact) : row.contact,
    };
  }

  it.each([
    ['a money value', 'TARVE0001', 'none', true, true],
    ['a prize not claimable online', 'TARVE0002', 'post', false, false],
    ['a product sent by email', 'TARVE0003', 'digital', true, false],
  ])('%s is finished with name, email and phone only', async (_, code, delivery, claimable, money) => {
    const { claim, token } = await claimAnonymously(code);
    expect(claim.prize).toMatchObject({
      product_delivery: delivery,
      product_claimable: claimable,
      product_value_transferrable: money,
    });
    const response = await commit(token, reach);
    expect(response.statusCode).toBe(204);
    const stored = await storedContact(claim.id);
    expect(stored.state).toBe('committed');
    expect(stored.contact).toEqual({
      firstname: 'Ville',
      lastname: 'Voittaja',
      email: 'ville@example.fi',
      phone: '0401234567',
    });
  });

  it('a product sent by post still needs the street address', async () => {
    const { claim, token } = await claimAnonymously('TARVE0004');
    expect(claim.prize.product_delivery).toBe('post');
    const withoutAddress = await commit(token, reach);
    expect(withoutAddress.statusCode).toBe(400);
    expect(withoutAddress.json()).toMatchObject({ code: 'missing_required_user_info' });
    expect((await storedContact(claim.id)).state).toBe('pending');
    const withAddress = await commit(token, { ...reach, ...street });
    expect(withAddress.statusCode).toBe(204);
    expect((await storedContact(claim.id)).contact).toMatchObject(street);
  });

  it('a ticket without a win has no delivery', async () => {
    const { claim } = await claimAnonymously('TARVE0005');
    expect(claim.prize).toMatchObject({ product_id: null, product_delivery: null });
  });
});
