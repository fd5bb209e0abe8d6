import { finnish, playableBalance, totalBalance, winningsBalance } from '@arpa/contract';
import { useId } from 'react';
import { formatDate } from '../../format/formatDate';
import { formatMoney } from '../../format/formatMoney';
import * as styles from './AccountBalances.css';
import type { BalanceAccount } from './balances';

export interface AccountBalancesLabels {
  title: string;
  winnings: string;
  playable: string;
  total: string;
  seriesTitle: string;
  saldo: string;
  /** SPEC §3: the end date label of a ticket-series account. */
  validityEnd: string;
}

export const defaultAccountBalancesLabels: AccountBalancesLabels = {
  title: 'Tilisaldot',
  winnings: 'Voitot',
  playable: 'Pelattava saldo',
  total: 'Yhteensä',
  seriesTitle: 'Arpasarjojen saldot',
  saldo: 'Saldo',
  validityEnd: 'Vanhenemispäivä',
};

export interface AccountBalancesProps {
  /** The user's accounts (GET /api/v1/accounts/self `items`). */
  accounts: BalanceAccount[];
  /** Time zone of the end dates; the viewer's own by default. */
  timeZone?: string;
  labels?: Partial<AccountBalancesLabels>;
}

/**
 * The /tili/tilisaldot view: winnings (wins + bonus + extra_wins), playable balance
 * (money + extra_wins + game_currency) and the total (playable + wins), then every ticket-series
 * account with its saldo and "Vanhenemispäivä".
 */
export function AccountBalances({ accounts, timeZone, labels: overrides }: AccountBalancesProps) {
  const id = useId();
  const labels = { ...defaultAccountBalancesLabels, ...overrides };
  const seriesAccounts = accounts.flatMap((account) =>
    account.ticket_series ? [{ account, series: account.ticket_series }] : [],
  );
  const totals = [
    { label: labels.winnings, value: winningsBalance(accounts) },
    { label: labels.playable, value: playableBalance(accounts) },
    { label: labels.total, value: totalBalance(accounts) },
  ];
  return (
    <section className={styles.root} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {labels.title}
      </h2>
      <dl className={styles.totals}>
        {totals.map((t) => (
          <div key={t.label} className={styles.total}>
            <dt className={styles.term}>{t.label}</dt>
            <dd className={styles.amount}>{formatMoney(t.value)}</dd>
          </div>
        ))}
      </dl>
      {seriesAccounts.length > 0 && (
        <>
          <h3 className={styles.heading}>{labels.seriesTitle}</h3>
          <ul className={styles.seriesList}>
            {seriesAccounts.map(({ account, series }) => {
              const lotteryName = finnish(account.lottery?.names);
              return (
                <li key={account.id} className={styles.series}>
                  <span className={styles.seriesName}>
                    {lotteryName ? `${lotteryName} (${series.alias})` : series.alias}
                  </span>
                  <dl className={styles.seriesDetails}>
                    <dt>{labels.saldo}</dt>
                    <dd className={styles.detailValue}>{formatMoney(account.saldo)}</dd>
                    <dt>{labels.validityEnd}</dt>
                    <dd className={styles.detailValue}>
                      {formatDate(series.user_account_validity_end, timeZone)}
                    </dd>
                  </dl>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
