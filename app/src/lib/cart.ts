import type { CartItem, CartUpdateRequest } from '@arpa/contract';
import { useCallback } from 'react';
import { useSession } from './session';
import { useApi } from './api-context';
import { useApiRead } from './api-read';

/** The request body that stores `items` as the whole cart (the server replaces the cart with it). */
export function cartUpdateBody(items: readonly CartItem[]): CartUpdateRequest {
  return {
    items: items.map((item) => ({
      id: item.id,
      option: item.option?.variation_id ?? null,
      product_option_id: item.product_option_id,
    })),
  };
}

export interface Cart {
  /** The cart's items; empty while loading and for anonymous visitors. */
  items: CartItem[];
  /** The header's count; undefined for anonymous visitors, who have no cart. */
  count: number | undefined;
  loading: boolean;
  /** Stores `items` as the whole cart (POST /api/v1/shop/cart) and answers the stored cart. */
  save: (items: readonly CartItem[]) => Promise<CartItem[]>;
  /** Reads the cart again, e.g. after an order emptied it. */
  refresh: () => Promise<unknown>;
}

/** The signed-in player's cart (SPEC §7 GET/POST /api/v1/shop/cart), shared by the header, shop and checkout. */
export function useCart(): Cart {
  const api = useApi();
  const { loggedIn } = useSession();
  const { data, isLoading, mutate } = useApiRead('GET /api/v1/shop/cart', loggedIn ? {} : null);
  const save = useCallback(
    async (items: readonly CartItem[]) => {
      const stored = await api.call('POST /api/v1/shop/cart', { body: cartUpdateBody(items) });
      await mutate(stored, { revalidate: false });
      return stored.items;
    },
    [api, mutate],
  );
  const refresh = useCallback(() => mutate(), [mutate]);
  return {
    items: data?.items ?? [],
    count: loggedIn ? (data?.items.length ?? 0) : undefined,
    loading: loggedIn && isLoading,
    save,
    refresh,
  };
}
