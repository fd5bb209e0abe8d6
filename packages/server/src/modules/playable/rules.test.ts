import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors.ts';
import {
  drawDemoPrize,
  helsinkiMonth,
  purchaseTerms,
  seriesOnSale,
  shuffledPool,
  splitDebit,
  ticketCode,
  type PlayableLotterySettings,
} from './rules.ts';

const code = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
  return undefined;
};

const lottery = (
  variety: 0 | 1 | 2,
  extra: Partial<PlayableLotterySettings> = {},
): PlayableLotterySettings => ({
  playable_ticket_prices: [{ price: 100 }, { price: 200 }],
  playable_ticket_bundle_size: 5,
  playable_ticket_discount: 150,
  playable_ticket_purchase_variety: variety,
  ...extra,
});

describe('purchase terms (decision table)', () => {
  // variety, price, amount, bundle, discount used → refusal, or amount / discount / price
  const table: [
    0 | 1 | 2,
    number,
    number | undefined,
    boolean,
    boolean,
    string | [number, number, number],
  ][] = [
    [0, 100, 1, false, false, [1, 100, 0]],
    [0, 200, 3, false, false, [3, 150, 450]],
    [0, 200, 3, false, true, [3, 0, 600]],
    [0, 300, 1, false, false, 'playable_ticket_price_conflict'],
    [0, 100, 0, false, false, 'invalid_value'],
    [0, 100, 11, false, false, 'invalid_value'],
    [0, 100, undefined, true, false, 'invalid_value'],
    [1, 100, 1, false, false, 'invalid_value'],
    [1, 100, undefined, true, false, [5, 150, 350]],
    [1, 100, 5, true, true, [5, 0, 500]],
    [1, 100, 4, true, false, 'invalid_value'],
    [1, 999, undefined, true, false, 'playable_ticket_price_conflict'],
    [2, 100, 2, false, false, [2, 150, 50]],
    [2, 200, undefined, true, false, [5, 150, 850]],
  ];
  it.each(table)(
    'variety %i, price %i, amount %s, bundle %s, discount used %s → %j',
    (variety, price, amount, bundle, used, expected) => {
      const request = { ticketPrice: price, purchaseAmount: amount, bundle };
      if (typeof expected === 'string') {
        expect(code(() => purchaseTerms(lottery(variety), request, used))).toBe(expected);
      } else {
        const [count, discount, total] = expected;
        expect(purchaseTerms(lottery(variety), request, used)).toEqual({
          amount: count,
          ticketPrice: price,
          bundle,
          discount,
          price: total,
        });
      }
    },
  );

  it('never discounts more than the total, and no discount without one', () => {
    expect(
      purchaseTerms(
        lottery(0, { playable_ticket_discount: 500 }),
        { ticketPrice: 100, bundle: false },
        false,
      ),
    ).toMatchObject({ discount: 100, price: 0 });
    expect(
      purchaseTerms(
        lottery(0, { playable_ticket_discount: null }),
        { ticketPrice: 100, bundle: false },
        false,
      ),
    ).toMatchObject({ discount: 0, price: 100 });
  });
});

describe('paying from the playable balance', () => {
  it('spends game currency, then extra wins, then money', () => {
    expect(splitDebit({ game_currency: 50, extra_wins: 30, money: 1000 }, 200)).toEqual([
      { variety: 'game_currency', value: 50 },
      { variety: 'extra_wins', value: 30 },
      { variety: 'money', value: 120 },
    ]);
    expect(splitDebit({ game_currency: 0, extra_wins: 0, money: 200 }, 200)).toEqual([
      { variety: 'money', value: 200 },
    ]);
    expect(splitDebit({ game_currency: 0, extra_wins: 0, money: 0 }, 0)).toEqual([]);
  });

  it('refuses with no_saldo when the three together are short', () => {
    expect(code(() => splitDebit({ game_currency: 50, extra_wins: 50, money: 99 }, 200))).toBe('no_saldo');
  });
});

describe('the pool', () => {
  it('holds exactly the prize table, in a shuffled order', () => {
    const prizes = [{ count: 3 }, { count: 1 }];
    const pool = shuffledPool(40, prizes, randomInt);
    expect(pool).toHaveLength(40);
    expect(pool.filter((entry) => entry === 0)).toHaveLength(3);
    expect(pool.filter((entry) => entry === 1)).toHaveLength(1);
    expect(pool.filter((entry) => entry === null)).toHaveLength(36);
    const orders = new Set(Array.from({ length: 5 }, () => shuffledPool(40, prizes, randomInt).join(',')));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('refuses more winners than tickets, or an empty row', () => {
    expect(code(() => shuffledPool(3, [{ count: 2 }, { count: 2 }], randomInt))).toBe('invalid_value');
    expect(code(() => shuffledPool(3, [{ count: 0 }], randomInt))).toBe('invalid_value');
    expect(code(() => shuffledPool(0, [], randomInt))).toBe('invalid_value');
  });

  it('demo draws each row with probability count / pool size', () => {
    const prizes = [{ count: 2 }, { count: 1 }];
    // Every possible random number once: the draw maps them onto the distribution exactly.
    const outcomes = Array.from({ length: 10 }, (_, n) => drawDemoPrize(10, prizes, () => n));
    expect(outcomes).toEqual([0, 0, 1, null, null, null, null, null, null, null]);
  });
});

describe('dates and codes', () => {
  it('names the Helsinki calendar month', () => {
    expect(helsinkiMonth(new Date('2026-11-30T21:59:00Z'))).toBe('2026-11');
    // 00:00 on 1 December in Helsinki is still November in UTC.
    expect(helsinkiMonth(new Date('2026-11-30T22:00:00Z'))).toBe('2026-12');
  });

  it('writes codes without look-alike characters', () => {
    expect(ticketCode(randomInt)).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
  });

  it('sells a series only while active and valid', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const open = { active: true, ended_at: null, valid_from: null, valid_until: null };
    expect(seriesOnSale(open, now)).toBe(true);
    expect(seriesOnSale({ ...open, active: false }, now)).toBe(false);
    expect(seriesOnSale({ ...open, ended_at: now }, now)).toBe(false);
    expect(seriesOnSale({ ...open, valid_from: new Date('2026-06-02T00:00:00Z') }, now)).toBe(false);
    expect(seriesOnSale({ ...open, valid_until: now }, now)).toBe(false);
  });
});
