import type { SpendingSummaryReminder } from '@arpa/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';

/** The spending summary's sign-in reminder every 14 days, through the API with the server's clock. */

let clock = new Date('2025-03-01T10:00:00Z');
const later = (days: number, hours = 0) => {
  clock = new Date(clock.getTime() + (days * 24 + hours) * 3_600_000);
};
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const reminder = async (user: string) => {
  const response = await t.request({ url: '/api/v1/users/spending-summary/reminder', user });
  expect(response.statusCode).toBe(200);
  return response.json<SpendingSummaryReminder>();
};
const acknowledge = (user: string, csrf = true) =>
  t.request({
    method: 'POST',
    url: '/api/v1/users/spending-summary/reminder/acknowledge',
    user,
    payload: {},
    csrf,
  });

describe(`spending summary reminder (${testDatabaseKind})`, () => {
  it('is due 14 days after the first sign-in, then 14 days after each acknowledgement', async () => {
    const player = 'muistutettava';
    const first = await reminder(player);
    expect(first).toEqual({ due: false, due_at: '2025-03-15T10:00:00.000Z' });

    later(13, 23);
    expect((await reminder(player)).due).toBe(false);
    later(0, 1);
    expect(await reminder(player)).toEqual({ due: true, due_at: '2025-03-15T10:00:00.000Z' });
    // Shown but not closed (the player left): still due at the next sign-in.
    later(2);
    expect((await reminder(player)).due).toBe(true);

    const acknowledged = await acknowledge(player);
    expect(acknowledged.statusCode).toBe(200);
    expect(acknowledged.json<SpendingSummaryReminder>()).toEqual({
      due: false,
      due_at: '2025-03-31T10:00:00.000Z',
    });
    expect((await reminder(player)).due).toBe(false);
    later(13);
    expect((await reminder(player)).due).toBe(false);
    later(1);
    expect(await reminder(player)).toEqual({ due: true, due_at: '2025-03-31T10:00:00.000Z' });
  });

  it('counts each player’s own acknowledgement only', async () => {
    const [one, other] = ['yksi-pelaaja', 'toinen-pelaaja'];
    await reminder(one);
    await reminder(other);
    later(14);
    expect((await reminder(one)).due).toBe(true);
    expect((await acknowledge(other)).statusCode).toBe(200);
    expect((await reminder(one)).due).toBe(true);
    expect((await reminder(other)).due).toBe(false);
  });

  it('answers only a signed-in player and needs the CSRF token to acknowledge', async () => {
    expect((await t.request({ url: '/api/v1/users/spending-summary/reminder' })).statusCode).toBe(401);
    const player = 'ilman-tokenia';
    await reminder(player);
    later(14);
    const refused = await acknowledge(player, false);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'csrf_token_invalid']);
    expect((await reminder(player)).due).toBe(true);
  });
});
