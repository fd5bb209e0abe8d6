import { formatMoney } from '../../format/formatMoney';
import { ButtonLink } from '../Button/Button';
import * as styles from './BalanceBar.css';

export interface BalanceBarProps {
  /** The balance in cents. */
  saldo: number;
  /** SPEC §9: the default balance label is "Saldosi". */
  label?: string;
  addBalanceLabel?: string;
  addBalanceHref?: string;
}

/** "Saldosi: 12,50 €" with a "Lisää saldoa" link to the add-balance page (SPEC §2). */
export function BalanceBar({
  saldo,
  label = 'Saldosi',
  addBalanceLabel = 'Lisää saldoa',
  addBalanceHref = '/tili/lisaa-saldoa',
}: BalanceBarProps) {
  return (
    <div className={styles.bar}>
      <p className={styles.balance}>
        {label}: {formatMoney(saldo)}
      </p>
      <ButtonLink href={addBalanceHref} size="small">
        {addBalanceLabel}
      </ButtonLink>
    </div>
  );
}
