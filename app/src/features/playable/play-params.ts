/**
 * What /pelattavat/{slug}/pelaa plays (SPEC §2, §5): `purchase_amount` and `demo_game` from the query or
 * from the navigation state (`purchaseAmount`, `demoGame`). Beside them the app passes the ticket price
 * and whether the purchase is the monthly bundle (`ticket_price`/`bundle`, state `ticketPrice`/`bundle`;
 * docs/decisions/0039-app-playable.md). The English messages are the spec's own.
 */
export interface PlayParams {
  demoGame: boolean;
  purchaseAmount: number;
  /** Cents; undefined: the lottery's first price. */
  ticketPrice: number | undefined;
  bundle: boolean;
}

export const INVALID_DEMO_GAME = 'Invalid value for demo game';
export const INVALID_PURCHASE_AMOUNT = 'Invalid value for purchase amount';

export type PlayParamsResult = { ok: true; params: PlayParams } | { ok: false; error: string };

interface PlayState {
  purchaseAmount?: unknown;
  demoGame?: unknown;
  ticketPrice?: unknown;
  bundle?: unknown;
}

function booleanOf(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** The query wins over the navigation state; a missing value is a single real game of one ticket. */
export function parsePlayParams(query: URLSearchParams, state: unknown): PlayParamsResult {
  const fromState = (state && typeof state === 'object' ? state : {}) as PlayState;
  const demoRaw = query.get('demo_game') ?? fromState.demoGame;
  const amountRaw = query.get('purchase_amount') ?? fromState.purchaseAmount;
  const priceRaw = query.get('ticket_price') ?? fromState.ticketPrice;
  const bundleRaw = query.get('bundle') ?? fromState.bundle;

  const demoGame = demoRaw === undefined || demoRaw === null ? false : booleanOf(demoRaw);
  if (demoGame === undefined) return { ok: false, error: INVALID_DEMO_GAME };
  const purchaseAmount = amountRaw === undefined || amountRaw === null ? 1 : numberOf(amountRaw);
  if (purchaseAmount === undefined) return { ok: false, error: INVALID_PURCHASE_AMOUNT };
  const ticketPrice = priceRaw === undefined || priceRaw === null ? undefined : numberOf(priceRaw);
  const bundle = booleanOf(bundleRaw) ?? false;
  return { ok: true, params: { demoGame, purchaseAmount, ticketPrice, bundle } };
}

/** The address of a game, as the lottery page links to it. */
export function playPath(slug: string, params: Partial<PlayParams>): string {
  const query = new URLSearchParams();
  if (params.demoGame) query.set('demo_game', 'true');
  if (params.purchaseAmount !== undefined) query.set('purchase_amount', String(params.purchaseAmount));
  if (params.ticketPrice !== undefined) query.set('ticket_price', String(params.ticketPrice));
  if (params.bundle) query.set('bundle', 'true');
  const qs = query.toString();
  return `/pelattavat/${encodeURIComponent(slug)}/pelaa${qs ? `?${qs}` : ''}`;
}
