import type { CartItem } from '@arpa/contract';
import useSWRMutation from 'swr/mutation';
import { useApi } from './api-context';
import { ApiRequestError } from './api-client';
import { useCart } from './cart';

/** How many times a change is made to a freshly read cart before `cart_changed` is shown to the player. */
const CART_CHANGE_ATTEMPTS = 3;

/** A change of the cart: the items to store, given the items stored now. */
export type CartChange = (items: readonly CartItem[]) => readonly CartItem[];

/**
 * Changing the cart (POST /api/v1/shop/cart through `useCart().save`, which stores the whole cart) as a
 * mutation, so a screen shows `isMutating` while it runs. The change is applied to the cart as the server
 * has it when the change is made, read just before, not to the copy this tab read earlier: another tab may
 * have added or removed something since, and storing the old copy would undo it. The store names the version
 * it read; should another tab change the cart between the read and the store, the server answers
 * `cart_changed` and the change is made again to the cart read anew (its toast shows only if that keeps
 * happening). Kept apart from `useCart`, which the header uses on every page, so the mutation code loads only
 * with the screens that change the cart.
 */
export function useSaveCart() {
  const api = useApi();
  const cart = useCart();
  return useSWRMutation('POST /api/v1/shop/cart', async (_call, { arg: change }: { arg: CartChange }) => {
    for (let attempt = 1; ; attempt += 1) {
      const { items, version } = await api.call('GET /api/v1/shop/cart');
      const last = attempt === CART_CHANGE_ATTEMPTS;
      try {
        return await cart.save(change(items), { version, silentStatuses: last ? undefined : [409] });
      } catch (error) {
        if (last || !(error instanceof ApiRequestError) || error.code !== 'cart_changed') throw error;
      }
    }
  });
}
