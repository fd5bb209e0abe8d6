import { useId, type MouseEvent } from 'react';
import { formatMoney } from '../../format/formatMoney';
import { Button } from '../Button/Button';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './CartLine.css';

export const cartLineTexts = {
  quantity: 'Määrä',
  decrease: (name: string) => `Vähennä yksi: ${name}`,
  increase: (name: string) => `Lisää yksi: ${name}`,
  remove: 'Poista',
  removeLabel: (name: string) => `Poista ${name}`,
  unit: 'kpl',
};
export type CartLineTexts = typeof cartLineTexts;

export interface CartLineProps {
  /** The product's name. */
  name: string;
  /** The chosen variation and option, e.g. "M, Punainen". */
  details?: string;
  /** One unit's price in cents. */
  unitPrice: number;
  quantity: number;
  /** Changes the quantity by one; without it (and `onRemove`) the line is read-only, as on the summary. */
  onQuantityChange?: (quantity: number) => void;
  /** Removes the whole line. */
  onRemove?: () => void;
  /** A change is being saved: the buttons keep their focus but do nothing meanwhile. */
  busy?: boolean;
  /** The largest quantity allowed (the cart's size limit); "+" does nothing at it. */
  maxQuantity?: number;
  texts?: Partial<CartLineTexts>;
}

/**
 * One cart line: a product with its variation and option, the quantity and the line's price. In the cart
 * the quantity changes with "−" and "+" and the line goes with "Poista"; each button names the product.
 * While a change is saved, or at the limits, the buttons stay focusable (`aria-disabled`) so keyboard
 * focus never falls out of the line.
 */
export function CartLine({
  name,
  details,
  unitPrice,
  quantity,
  onQuantityChange,
  onRemove,
  busy = false,
  maxQuantity,
  texts: overrides,
}: CartLineProps) {
  const t = { ...cartLineTexts, ...overrides };
  const id = useId();
  const editable = onQuantityChange !== undefined;
  const canDecrease = !busy && quantity > 1;
  const canIncrease = !busy && (maxQuantity === undefined || quantity < maxQuantity);
  const guard = (allowed: boolean, action: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    if (allowed) action();
  };
  return (
    <div className={styles.line} aria-labelledby={`${id}-name`} role="group" aria-busy={busy || undefined}>
      <div className={styles.product}>
        <span id={`${id}-name`} className={styles.name}>
          {name}
        </span>
        {details && <span className={styles.details}>{details}</span>}
      </div>
      <div className={styles.controls}>
        {editable ? (
          <div className={styles.stepper}>
            <Button
              variant="secondary"
              size="small"
              className={styles.stepButton}
              aria-label={t.decrease(name)}
              aria-disabled={!canDecrease || undefined}
              onClick={guard(canDecrease, () => onQuantityChange(quantity - 1))}
            >
              −
            </Button>
            <span className={styles.quantity} aria-live="polite">
              <VisuallyHidden>{t.quantity}: </VisuallyHidden>
              {quantity}
              <VisuallyHidden> {t.unit}</VisuallyHidden>
            </span>
            <Button
              variant="secondary"
              size="small"
              className={styles.stepButton}
              aria-label={t.increase(name)}
              aria-disabled={!canIncrease || undefined}
              onClick={guard(canIncrease, () => onQuantityChange(quantity + 1))}
            >
              +
            </Button>
          </div>
        ) : (
          <span className={styles.quantity}>
            {quantity} {t.unit}
          </span>
        )}
        <span className={styles.price}>
          {quantity > 1 && (
            <span className={styles.details}>
              {quantity} × {formatMoney(unitPrice)}
            </span>
          )}
          <strong>{formatMoney(unitPrice * quantity)}</strong>
        </span>
        {onRemove && (
          <Button
            variant="ghost"
            size="small"
            aria-label={t.removeLabel(name)}
            aria-disabled={busy || undefined}
            onClick={guard(!busy, onRemove)}
          >
            {t.remove}
          </Button>
        )}
      </div>
    </div>
  );
}
