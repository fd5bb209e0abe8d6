import type { SpendingTotals } from '@arpa/contract';
import { formatMoney } from '../../format/formatMoney';
import * as styles from './SpendingSummary.css';

/** Money of one period, integer cents: the contract's GET /api/v1/users/spending-summary totals. */
export type SpendingTotalsValue = Pick<SpendingTotals, 'deposited' | 'spent' | 'won' | 'net'>;

export const spendingSummaryTexts = {
  caption: 'Pelaamisesi yhteenveto',
  period: 'Jakso',
  thisMonth: 'Tämä kuukausi',
  last12Months: '12 kuukautta',
  rows: {
    deposited: 'Talletettu',
    spent: 'Käytetty ostoihin',
    won: 'Voitettu',
    net: 'Nettotulos',
  },
  note: '12 kuukautta: kuluva kuukausi ja 11 edellistä. Nettotulos on voitot miinus ostot.',
};
export type SpendingSummaryTexts = typeof spendingSummaryTexts;

export interface SpendingSummaryProps {
  thisMonth: SpendingTotalsValue;
  last12Months: SpendingTotalsValue;
  texts?: Partial<SpendingSummaryTexts>;
}

const rows = ['deposited', 'spent', 'won', 'net'] as const;

/** The player's spending at a glance: deposits, purchases, winnings and the net result, this month and over 12 months. */
export function SpendingSummary({ thisMonth, last12Months, texts: overrides }: SpendingSummaryProps) {
  const t = { ...spendingSummaryTexts, ...overrides };
  return (
    <div>
      <table className={styles.table}>
        <caption className={styles.caption}>{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.rowHeader}>
              {t.period}
            </th>
            <th scope="col" className={styles.cell}>
              {t.thisMonth}
            </th>
            <th scope="col" className={styles.cell}>
              {t.last12Months}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row} className={row === 'net' ? styles.net : undefined}>
              <th scope="row" className={styles.rowHeader}>
                {t.rows[row]}
              </th>
              <td className={styles.cell}>{formatMoney(thisMonth[row])}</td>
              <td className={styles.cell}>{formatMoney(last12Months[row])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{t.note}</p>
    </div>
  );
}
