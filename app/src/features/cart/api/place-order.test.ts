import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAttemptKey } from './place-order';

describe('the checkout attempt key', () => {
  it('stays the same for the same order and changes when the order changes', () => {
    const { result, rerender } = renderHook(() => useAttemptKey());
    const order = { products: [{ product_id: 5, quantity: 1 }], payment_method: 'nordea' };
    const first = result.current(order);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    rerender();
    expect(result.current({ ...order })).toBe(first);
    const other = result.current({ ...order, payment_method: 'aktia' });
    expect(other).not.toBe(first);
    expect(result.current({ ...order })).not.toBe(first);
  });
});
