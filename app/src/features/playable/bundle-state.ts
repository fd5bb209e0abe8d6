import type { PlayableTicketBundle } from '@arpa/contract';

/**
 * The monthly bundle's three states (SPEC §2 account area): not yet bought this month; bought with
 * tickets left to play; all played (the next bundle on the first day of next month).
 */
export type BundleState =
  | { state: 'notBought' }
  | { state: 'unplayed'; amount: number; played: number }
  | { state: 'allPlayed'; amount: number };

export function bundleState(bundle: PlayableTicketBundle): BundleState {
  if (bundle.items.length === 0) return { state: 'notBought' };
  const amount = bundle.items.reduce((sum, item) => sum + item.amount, 0);
  const played = bundle.items.reduce((sum, item) => sum + item.played_amount, 0);
  return played < amount ? { state: 'unplayed', amount, played } : { state: 'allPlayed', amount };
}

/** The lottery's prices without repeats, cheapest first (the list shows each once). */
export function distinctPrices(prices: readonly { price: number }[]): number[] {
  return [...new Set(prices.map((each) => each.price))].sort((a, b) => a - b);
}
