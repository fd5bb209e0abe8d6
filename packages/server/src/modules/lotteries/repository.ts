import type { Lottery } from '@arpa/contract';
import type { Queryable } from '../catalogue/repository.ts';
import type { LotteryRow } from '../catalogue/tables.ts';

/** A lottery as the API shows it (SPEC §3 Lottery); `active` and timestamps stay inside. */
export function toLottery(row: LotteryRow): Lottery {
  return {
    id: row.id,
    slug: row.slug,
    names: row.names,
    descriptions: row.descriptions,
    images: row.images,
    hidden: row.hidden,
    index: row.index,
    quick_claim_enabled: row.quick_claim_enabled,
    extra_lottery_enabled: row.extra_lottery_enabled,
    codes_check_type: row.codes_check_type,
    tags: row.tags,
    show_balance: row.show_balance,
    playable_lottery_address: row.playable_lottery_address,
    playable_ticket_prices: row.playable_ticket_prices,
    playable_ticket_bundle_size: row.playable_ticket_bundle_size,
    playable_ticket_discount: row.playable_ticket_discount,
    playable_ticket_purchase_variety: row.playable_ticket_purchase_variety,
  };
}

export type LotteryVariety = 'claimable' | 'playable';

/**
 * The visible lotteries, sorted by index (then id). Claimable: the active ones, where codes can be
 * registered; an online-only lottery (a game address and no paper ticket series) is not one. Playable:
 * those with an online game (a playable address and at least one ticket price).
 */
export async function listVisibleLotteries(
  db: Queryable,
  variety: LotteryVariety | undefined,
): Promise<LotteryRow[]> {
  let query = db.selectFrom('lotteries').selectAll().where('hidden', '=', false);
  if (variety === 'claimable') {
    query = query
      .where('active', '=', true)
      .where((eb) =>
        eb.or([
          eb('playable_lottery_address', 'is', null),
          eb.exists(eb.selectFrom('ticket_series').select('id').whereRef('lottery_id', '=', 'lotteries.id')),
        ]),
      );
  }
  if (variety === 'playable') {
    query = query
      .where('playable_lottery_address', 'is not', null)
      .where((eb) => eb(eb.fn('jsonb_array_length', ['playable_ticket_prices']), '>', 0));
  }
  return query.orderBy('index').orderBy('id').execute();
}

export function findLotteryById(db: Queryable, id: number): Promise<LotteryRow | undefined> {
  return db.selectFrom('lotteries').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findLotteryBySlug(db: Queryable, slug: string): Promise<LotteryRow | undefined> {
  return db.selectFrom('lotteries').selectAll().where('slug', '=', slug).executeTakeFirst();
}
