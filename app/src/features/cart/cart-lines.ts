import type { CartItem, OrderProduct } from '@arpa/contract';

// The cart's lines and order lines: pure rules of the cart pages, kept out of lib/cart.ts, which every page
// loads for the header's count.

/**
 * One line of the cart as the player sees it: a product with one variation and option, and how many.
 * The API keeps one item per unit (SPEC §7), so identical items are counted into one line here.
 */
export interface CartLine {
  /** Product, variation and option: what makes two items the same line. */
  key: string;
  item: CartItem;
  quantity: number;
}

function lineKey(item: CartItem): string {
  return `${item.id}:${item.option?.variation_id ?? ''}:${item.product_option_id ?? ''}`;
}

/** The cart's items as lines, in the order each line was first added. */
export function cartLines(items: readonly CartItem[]): CartLine[] {
  const lines = new Map<string, CartLine>();
  for (const item of items) {
    const key = lineKey(item);
    const line = lines.get(key);
    if (line) line.quantity += 1;
    else lines.set(key, { key, item, quantity: 1 });
  }
  return [...lines.values()];
}

/** The items with the line `key` at `quantity` units (0 removes it); other lines keep their order. */
export function withLineQuantity(items: readonly CartItem[], key: string, quantity: number): CartItem[] {
  const lines = cartLines(items).map((line) => (line.key === key ? { ...line, quantity } : line));
  return lines.flatMap((line) => Array.from({ length: line.quantity }, () => line.item));
}

/**
 * The items with the line `key` moved by `delta` units from what they hold now (never below 0; `item` adds the
 * line back if the cart no longer has it). A "+" or "−" pressed in a tab that shows an older cart then counts
 * from the cart as it is, not from the tab's old count, which would undo what another tab did to the line.
 */
export function withLineChange(
  items: readonly CartItem[],
  key: string,
  delta: number,
  item: CartItem,
): CartItem[] {
  const current = cartLines(items).find((line) => line.key === key)?.quantity ?? 0;
  const quantity = Math.max(0, current + delta);
  if (current === 0) return [...items, ...Array.from({ length: quantity }, () => item)];
  return withLineQuantity(items, key, quantity);
}

/** The cart as order lines (SPEC §3 order request): one per product, variation and option, with its quantity. */
export function orderProducts(items: readonly CartItem[]): OrderProduct[] {
  return cartLines(items).map(({ item, quantity }) => ({
    product_id: item.id,
    quantity,
    variation_id: item.option?.variation_id ?? null,
    product_option_id: item.product_option_id,
  }));
}
