import type { CartItem } from '@arpa/contract';
import useSWRMutation from 'swr/mutation';
import { useApi } from './api-context';
import { useCart } from './cart';

/** A change of the cart: the items to store, given the items stored now. */
export type CartChange = (items: readonly CartItem[]) => readonly CartItem[];

/**
 * Changing the cart (POST /api/v1/shop/cart through `useCart().save`, which stores the whole cart) as a
 * mutation, so a screen shows `isMutating` while it runs. The change is applied to the cart as the server
 * has it when the change is made, read just before, not to the copy this tab read earlier: another tab may
 * have added or removed something since, and storing the old copy would undo it. Kept apart from
 * `useCart`, which the header uses on every page, so the mutation code loads only with the screens that
 * change the cart.
 */
export function useSaveCart() {
  const api = useApi();
  const cart = useCart();
  return useSWRMutation('POST /api/v1/shop/cart', async (_call, { arg: change }: { arg: CartChange }) => {
    const { items } = await api.call('GET /api/v1/shop/cart');
    return cart.save(change(items));
  });
}
