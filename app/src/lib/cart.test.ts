import { describe, expect, it } from 'vitest';
import { cartUpdateBody } from './cart';

describe('cartUpdateBody', () => {
  it('sends each item with its variation id as `option` and its product option', () => {
    expect(
      cartUpdateBody([
        { id: 4, option: { label: 'L', variation_id: 12 }, product_option_id: 7 },
        { id: 1, option: null, product_option_id: null },
      ]),
    ).toEqual({
      items: [
        { id: 4, option: 12, product_option_id: 7 },
        { id: 1, option: null, product_option_id: null },
      ],
    });
  });
});
