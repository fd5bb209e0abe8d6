import type { AccountEventState, OrderState, OrderVariety, TransactionVariety } from '@arpa/contract';

/** Finnish names of the ledger's transaction types (SPEC §3). */
export const transactionLabels: Record<TransactionVariety, string> = {
  bonus: 'Bonus',
  bonus_deposit: 'Bonustalletus',
  correction: 'Korjaus',
  deposit: 'Saldon lisäys',
  extra_wins: 'Lisävoitot',
  game_currency: 'Pelivaluutta',
  money: 'Raha',
  order_deposit: 'Tilauksen maksu',
  refund: 'Hyvitys',
  withdraw: 'Nosto',
  win: 'Voitto',
  win_invalidation: 'Voiton vanheneminen',
  swap_account: 'Tilinvaihto',
};

export const accountEventStateLabels: Record<AccountEventState, string> = {
  pending: 'Kesken',
  completed: 'Valmis',
  failed: 'Epäonnistui',
};

/** Finnish names of the order types (SPEC §3). */
export const orderVarietyLabels: Record<OrderVariety, string> = {
  claim_order: 'Voiton lunastus',
  gift_order: 'Lahjakoodi',
  prize_order: 'Palkintotilaus',
  shop_order: 'Voittokaupan tilaus',
};

/** A Voittohistoria row of a ticket that did not win. */
export const noWinLabel = 'Ei voittoa';

/** A Voittohistoria row of a ticket that won in the lottery's extra draw. */
export const extraDrawWinLabel = 'Lisäarvonnan voitto';

/** Finnish names of the order states (SPEC §3). */
export const orderStateLabels: Record<OrderState, string> = {
  waiting: 'Odottaa',
  cancelled: 'Peruttu',
  finished: 'Valmis',
  delivered: 'Toimitettu',
  waiting_for_claim_commit: 'Odottaa lunastusta',
  waiting_for_delivery: 'Odottaa toimitusta',
};
