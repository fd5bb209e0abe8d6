/** Balance accounts, bonuses and the account event list (SPEC §3, §7). */
import { Type, type Static } from 'typebox';
import { accountEventStates, accountVarieties, transactionVarieties } from '../api.ts';
import {
  Cents,
  IsoDateTime,
  ListResponse,
  LocalizedStrings,
  LotteryNamesRef,
  Nullable,
  StringEnum,
} from './shared.ts';

/** A balance account of the player; win accounts belong to a lottery's ticket series. */
export const Account = Type.Object({
  id: Type.Integer(),
  variety: StringEnum(accountVarieties),
  /** Balance in integer cents. */
  saldo: Cents,
  lottery: LotteryNamesRef,
  /** The ticket series whose wins this account holds; `user_account_validity_end` is labelled "Vanhenemispäivä". */
  ticket_series: Nullable(
    Type.Object({ alias: Type.String(), user_account_validity_end: Nullable(IsoDateTime) }),
  ),
});
export type Account = Static<typeof Account>;

/** GET /api/v1/accounts/self */
export const AccountsResponse = ListResponse(Account);
export type AccountsResponse = Static<typeof AccountsResponse>;

/** A bonus granted to the player (e.g. the first-deposit bonus). */
export const Bonus = Type.Object({
  id: Type.Integer(),
  /** Bonus amount in integer cents. */
  value: Cents,
  lottery: LotteryNamesRef,
  valid_until: Nullable(IsoDateTime),
});
export type Bonus = Static<typeof Bonus>;

/** GET /api/v1/accounts/bonus/self (logged in only). */
export const BonusListResponse = Type.Object({
  items: Type.Array(Bonus),
  total: Type.Integer(),
  /** Whether the player already received the deposit bonus described in the CMS content. */
  deposit_bonus_received: Type.Boolean(),
});
export type BonusListResponse = Static<typeof BonusListResponse>;

/** GET /api/v1/bonus-campaigns/deposit: the deposit bonus on offer (the first deposit of at least `min_deposit`). */
export const DepositBonusCampaign = Type.Object({
  active: Type.Boolean(),
  /** Integer cents; null when there is no campaign. */
  min_deposit: Nullable(Cents),
  bonus_value: Nullable(Cents),
  /** Days a granted bonus stays valid; null: it does not expire (or no campaign). */
  valid_days: Nullable(Type.Integer()),
});
export type DepositBonusCampaign = Static<typeof DepositBonusCampaign>;

/** A product line of an order: `option_names` is the chosen product option, when there is one. */
export const OrderListingProduct = Type.Object({
  product_id: Type.Integer(),
  names: LocalizedStrings,
  quantity: Type.Integer(),
  option_names: Type.Optional(Nullable(LocalizedStrings)),
});

/**
 * A row of GET /api/v1/account-events. The events an order caused on several accounts (its withdrawals
 * from each winnings account and the money part, or their refunds) are one row per order and type: the
 * sum, the time of the latest, and the order with its products (`order`); other rows have `order: null`.
 */
export const AccountEvent = Type.Object({
  id: Type.Integer(),
  variety: StringEnum(transactionVarieties),
  state: StringEnum(accountEventStates),
  /** Amount in integer cents, always positive; a `withdraw` is shown negative. */
  value: Cents,
  timestamp: IsoDateTime,
  order: Nullable(Type.Object({ id: Type.Integer(), products: Type.Array(OrderListingProduct) })),
});
export type AccountEvent = Static<typeof AccountEvent>;

/** GET /api/v1/account-events */
export const AccountEventsResponse = ListResponse(AccountEvent);
