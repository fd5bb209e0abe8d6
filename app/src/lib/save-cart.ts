import type { CartItem } from '@arpa/contract';
import useSWRMutation from 'swr/mutation';
import { useCart } from './cart';

/**
 * Storing the whole cart (POST /api/v1/shop/cart through `useCart().save`) as a mutation, so a screen
 * shows `isMutating` while it runs. Kept apart from `useCart`, which the header uses on every page, so
 * the mutation code loads only with the screens that change the cart.
 */
export function useSaveCart() {
  const cart = useCart();
  return useSWRMutation('POST /api/v1/shop/cart', (_call, { arg: items }: { arg: readonly CartItem[] }) =>
    cart.save(items),
  );
}
