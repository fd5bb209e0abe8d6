import type { OrderState, OrderVariety } from '@arpa/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * What a finished claim is in Tilaukset (SPEC §3 order types and states;
 * docs/decisions/0021-ticket-prize-ownership.md): a gift code sent is a delivered gift order, a credited value a
 * finished claim order, a product redeemed online a prize order waiting for delivery, and a prize we deliver
 * after contacting the winner a claim order waiting for delivery.
 */
export function claimOrderKind(prize: {
  is_gift: boolean;
  transferrable: boolean;
  claimable: boolean;
  credited: boolean;
}): { variety: OrderVariety; state: OrderState } {
  if (prize.is_gift) return { variety: 'gift_order', state: 'delivered' };
  if (prize.transferrable && prize.credited) return { variety: 'claim_order', state: 'finished' };
  if (prize.claimable && !prize.transferrable)
    return { variety: 'prize_order', state: 'waiting_for_delivery' };
  return { variety: 'claim_order', state: 'waiting_for_delivery' };
}

/**
 * Writes the order of a signed-in player's finished prize claim, in the claim's transaction. Anonymous and
 * no-win claims have none; the primary key of `claim_orders` keeps it to one order per claim. `credited`:
 * the prize's value went to the player's ticket-series wins account in this transaction.
 */
export async function recordClaimOrder(
  trx: Transaction<Database>,
  claimId: number,
  credited: boolean,
): Promise<void> {
  const claim = await trx
    .selectFrom('claims as c')
    .innerJoin('tickets as t', 't.id', 'c.ticket_id')
    .innerJoin('products as p', 'p.id', 't.product_id')
    .select([
      'c.id',
      'c.user_id',
      'c.state',
      'c.contact',
      'c.product_option_id',
      'c.product_value',
      'c.committed_at',
      't.product_id',
      't.transferrable',
      't.claimable',
      'p.is_gift',
    ])
    .where('c.id', '=', claimId)
    .executeTakeFirst();
  if (!claim || claim.user_id === null || claim.state !== 'committed' || claim.product_id === null) return;
  const already = await trx
    .selectFrom('claim_orders')
    .select('order_id')
    .where('claim_id', '=', claimId)
    .executeTakeFirst();
  if (already) return;
  const { variety, state } = claimOrderKind({
    is_gift: claim.is_gift,
    transferrable: claim.transferrable,
    claimable: claim.claimable,
    credited,
  });
  const value = claim.product_value ?? 0;
  const at = claim.committed_at ?? new Date();
  const order = await trx
    .insertInto('orders')
    .values({
      user_id: claim.user_id,
      variety,
      state,
      value,
      contact: JSON.stringify(claim.contact ?? {}),
      created_at: at,
      finished_at: state === 'waiting_for_delivery' ? null : at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('order_products')
    .values({
      order_id: order.id,
      product_id: claim.product_id,
      quantity: 1,
      product_option_id: claim.product_option_id,
      unit_value: value,
    })
    .execute();
  await trx.insertInto('claim_orders').values({ claim_id: claimId, order_id: order.id }).execute();
}
