import { finnish, type CartItem, type Product } from '@arpa/contract';
import { Box, CartLine, formatMoney } from '@arpa/ui';
import { useEffect, useRef } from 'react';
import { cartLines } from '../cart-lines';

export interface CartItemsProps {
  items: readonly CartItem[];
  products: ReadonlyMap<number, Product>;
  /** Sets a line's quantity (0 removes it); without it the lines are read-only (the summary). */
  onQuantityChange?: (lineKey: string, quantity: number) => void;
  /** A change is being saved. */
  saving?: boolean;
  /** Shows "Yhteensä" under the lines; the summary has its own totals, so it leaves this off. */
  showTotal?: boolean;
}

/** The cart's lines: one per product, variation and option, with the quantity and price. */
export function CartItems({
  items,
  products,
  onQuantityChange,
  saving = false,
  showTotal = true,
}: CartItemsProps) {
  const lines = cartLines(items);
  const linesRef = useRef<HTMLDivElement>(null);
  const removed = useRef(false);
  // A removed line takes its focused "Poista" with it: focus goes to the list instead of the page's start.
  useEffect(() => {
    if (!removed.current) return;
    removed.current = false;
    const list = linesRef.current?.querySelector('ul');
    if (list && !list.contains(document.activeElement)) list.focus();
  }, [lines.length]);
  const total = items.reduce((sum, item) => sum + (products.get(item.id)?.value ?? 0), 0);
  return (
    <Box display="flex" flexDirection="column" gap="medium">
      <div ref={linesRef}>
        <Box as="ul" tabIndex={-1} display="flex" flexDirection="column" aria-label="Ostoskorin tuotteet">
          {lines.map(({ key, item, quantity }) => {
            const product = products.get(item.id);
            const name = product ? finnish(product.names) : `#${item.id}`;
            const option = product?.options.find((o) => o.id === item.product_option_id);
            const details = [item.option?.label, option && finnish(option.names)].filter(Boolean).join(', ');
            return (
              <li key={key}>
                <CartLine
                  name={name}
                  details={details || undefined}
                  unitPrice={product?.value ?? 0}
                  quantity={quantity}
                  busy={saving}
                  onQuantityChange={onQuantityChange && ((next) => onQuantityChange(key, next))}
                  onRemove={
                    onQuantityChange &&
                    (() => {
                      removed.current = true;
                      onQuantityChange(key, 0);
                    })
                  }
                />
              </li>
            );
          })}
        </Box>
      </div>
      {showTotal && (
        <p>
          Yhteensä <strong>{formatMoney(total)}</strong>
        </p>
      )}
    </Box>
  );
}
