import type { CartItem, CartUpdateRequest } from '@arpa/contract';
import { useCallback } from 'react';
import { useSession } from './session';
import { useApi } from './api-context';
import { useApiRead } from './api-read';

/**
 * The request body that stores `items` as the whole cart (the server replaces the cart with it); with
 * `version`, only if the cart is still that version (`cart_changed` otherwise).
 */
export function cartUpdateBody(items: readonly CartItem[], version?: string): CartUpdateRequest {
  return {
    items: items.map((item) => ({
      id: item.id,
      option: item.option?.variation_id ?? null,
      product_option_id: item.product_option_id,
    })),
    ...(version === undefined ? {} : { version }),
  };
}

/** How `Cart.save` stores the items. */
export interface CartSaveOptions {
  /** The version of the cart the items were made from: a cart changed since answers `cart_changed`. */
  version?: string;
  /** Statuses that show no toast (a caller that tries again on `cart_changed` passes 409). */
  silentStatuses?: readonly number[];
}

export interface Cart {
  /** The cart's items; empty while loading and for anonymous visitors. */
  items: CartItem[];
  /** The stored cart's version (undefined while loading): an order made from these items names it. */
  version: string | undefined;
  /** The header's count; undefined for anonymous visitors, who have no cart. */
  count: number | undefined;
  loading: boolean;
  /** Stores `items` as the whole cart (POST /api/v1/shop/cart) and answers the stored cart. */
  save: (items: readonly CartItem[], options?: CartSaveOptions) => Promise<CartItem[]>;
  /** Reads the cart again, e.g. after an order emptied it. */
  refresh: () => Promise<unknown>;
}

/** The signed-in player's cart (SPEC §7 GET/POST /api/v1/shop/cart), shared by the header, shop and checkout. */
export function useCart(): Cart {
  const api = useApi();
  const { loggedIn } = useSession();
  const { data, isLoading, mutate } = useApiRead('GET /api/v1/shop/cart', loggedIn ? {} : null);
  const save = useCallback(
    async (items: readonly CartItem[], { version, silentStatuses }: CartSaveOptions = {}) => {
      const stored = await api.call('POST /api/v1/shop/cart', {
        body: cartUpdateBody(items, version),
        silentStatuses,
      });
      await mutate(stored, { revalidate: false });
      return stored.items;
    },
    [api, mutate],
  );
  const refresh = useCallback(() => mutate(), [mutate]);
  return {
    items: data?.items ?? [],
    version: data?.version,
    count: loggedIn ? (data?.items.length ?? 0) : undefined,
    loading: loggedIn && isLoading,
    save,
    refresh,
  };
}
