import { describe, expect, it } from 'vitest';
import { bundleState, distinctPrices } from './bundle-state';
import { INVALID_DEMO_GAME, INVALID_PURCHASE_AMOUNT, parsePlayParams, playPath } from './play-params';

const q = (text: string) => new URLSearchParams(text);

describe('what /pelattavat/{slug}/pelaa plays (SPEC §5)', () => {
  it('reads purchase_amount and demo_game from the query, or from the navigation state', () => {
    expect(parsePlayParams(q('purchase_amount=3&demo_game=true'), null)).toEqual({
      ok: true,
      params: { demoGame: true, purchaseAmount: 3, ticketPrice: undefined, bundle: false },
    });
    expect(
      parsePlayParams(q(''), { purchaseAmount: 5, demoGame: false, ticketPrice: 100, bundle: true }),
    ).toEqual({ ok: true, params: { demoGame: false, purchaseAmount: 5, ticketPrice: 100, bundle: true } });
    expect(parsePlayParams(q(''), undefined)).toEqual({
      ok: true,
      params: { demoGame: false, purchaseAmount: 1, ticketPrice: undefined, bundle: false },
    });
  });

  it('refuses a demo_game that is no boolean and a purchase_amount that is no finite number', () => {
    expect(parsePlayParams(q('demo_game=kyllä'), null)).toEqual({ ok: false, error: INVALID_DEMO_GAME });
    expect(parsePlayParams(q(''), { demoGame: 'yes' })).toEqual({ ok: false, error: INVALID_DEMO_GAME });
    expect(parsePlayParams(q('purchase_amount=abc'), null)).toEqual({
      ok: false,
      error: INVALID_PURCHASE_AMOUNT,
    });
    expect(parsePlayParams(q('purchase_amount=Infinity'), null)).toEqual({
      ok: false,
      error: INVALID_PURCHASE_AMOUNT,
    });
    expect(parsePlayParams(q(''), { purchaseAmount: Number.NaN })).toEqual({
      ok: false,
      error: INVALID_PURCHASE_AMOUNT,
    });
    expect(INVALID_DEMO_GAME).toBe('Invalid value for demo game');
    expect(INVALID_PURCHASE_AMOUNT).toBe('Invalid value for purchase amount');
  });

  it('links a game with its query', () => {
    expect(playPath('raaputus', { demoGame: true, purchaseAmount: 1, ticketPrice: 200 })).toBe(
      '/pelattavat/raaputus/pelaa?demo_game=true&purchase_amount=1&ticket_price=200',
    );
    expect(playPath('kuukausiarpa', { purchaseAmount: 5, bundle: true })).toBe(
      '/pelattavat/kuukausiarpa/pelaa?purchase_amount=5&bundle=true',
    );
  });
});

describe('the monthly bundle’s three states', () => {
  it('is not bought, has tickets to play, or is all played', () => {
    expect(bundleState({ items: [] })).toEqual({ state: 'notBought' });
    expect(bundleState({ items: [{ amount: 5, played_amount: 2 }] })).toEqual({
      state: 'unplayed',
      amount: 5,
      played: 2,
    });
    expect(bundleState({ items: [{ amount: 5, played_amount: 5 }] })).toEqual({
      state: 'allPlayed',
      amount: 5,
    });
  });

  it('lists each price once, cheapest first', () => {
    expect(distinctPrices([{ price: 200 }, { price: 100 }, { price: 200 }])).toEqual([100, 200]);
  });
});
