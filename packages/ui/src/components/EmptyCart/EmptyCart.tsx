import { ButtonLink } from '../Button/Button';
import * as styles from './EmptyCart.css';

export interface EmptyCartProps {
  message?: string;
  /** Where to continue shopping; the link shows when given. */
  shopHref?: string;
  shopLabel?: string;
}

/** The cart with nothing in it: "Ostokorisi on tyhjä" (SPEC §2) and optionally a way back to the shop. */
export function EmptyCart({
  message = 'Ostokorisi on tyhjä',
  shopHref,
  shopLabel = 'Siirry voittokauppaan',
}: EmptyCartProps) {
  return (
    <div className={styles.root}>
      <p className={styles.message}>{message}</p>
      {shopHref && (
        <ButtonLink href={shopHref} variant="secondary">
          {shopLabel}
        </ButtonLink>
      )}
    </div>
  );
}
