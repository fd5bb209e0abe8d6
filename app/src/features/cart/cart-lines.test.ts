import type { CartItem } from '@arpa/contract';
import { describe, expect, it } from 'vitest';
import { cartUpdateBody } from '../../lib/cart';
import { cartLines, orderProducts, withLineChange, withLineQuantity } from './cart-lines';

const shirtM: CartItem = { id: 4, option: { label: 'M', variation_id: 12 }, product_option_id: 7 };
const shirtL: CartItem = { id: 4, option: { label: 'L', variation_id: 13 }, product_option_id: 7 };
const mug: CartItem = { id: 1, option: null, product_option_id: null };

describe('cartUpdateBody', () => {
  it('sends each item with its variation id as `option` and its product option', () => {
    expect(cartUpdateBody([{ ...shirtL, option: { label: 'L', variation_id: 12 } }, mug])).toEqual({
      items: [
        { id: 4, option: 12, product_option_id: 7 },
        { id: 1, option: null, product_option_id: null },
      ],
    });
  });
});

describe('cart lines', () => {
  it('counts identical items into one line per product, variation and option', () => {
    expect(cartLines([shirtM, mug, shirtM, shirtL, mug, shirtM])).toEqual([
      { key: '4:12:7', item: shirtM, quantity: 3 },
      { key: '1::', item: mug, quantity: 2 },
      { key: '4:13:7', item: shirtL, quantity: 1 },
    ]);
  });

  it('changes a line to a quantity as one item per unit, and 0 removes it', () => {
    const items = [shirtM, mug, shirtM];
    expect(withLineQuantity(items, '1::', 3)).toEqual([shirtM, shirtM, mug, mug, mug]);
    expect(withLineQuantity(items, '4:12:7', 1)).toEqual([shirtM, mug]);
    expect(withLineQuantity(items, '4:12:7', 0)).toEqual([mug]);
  });

  it('moves a line by a step from what the cart holds now, never below 0, adding it back if gone', () => {
    const key = cartLines([mug])[0]!.key;
    expect(withLineChange([mug, shirtM, mug, mug], key, -1, mug)).toEqual([mug, mug, shirtM]);
    expect(withLineChange([shirtM], key, 1, mug)).toEqual([shirtM, mug]);
    expect(withLineChange([mug], key, -3, mug)).toEqual([]);
  });

  it('orders each line once with its quantity', () => {
    expect(orderProducts([shirtM, mug, shirtM])).toEqual([
      { product_id: 4, quantity: 2, variation_id: 12, product_option_id: 7 },
      { product_id: 1, quantity: 1, variation_id: null, product_option_id: null },
    ]);
  });
});
