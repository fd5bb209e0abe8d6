import type { Generated, Selectable } from 'kysely';

/** Tables of migration 0004_shop owned by the shop: the cart. */

/** One product in a player's cart; `position` keeps the order the player added them in. */
export interface CartItemsTable {
  id: Generated<number>;
  /** The OIDC subject of the owner, like `accounts.user_id`. */
  user_id: string;
  position: number;
  product_id: number;
  variation_id: number | null;
  product_option_id: number | null;
}

export type CartItemRow = Selectable<CartItemsTable>;
