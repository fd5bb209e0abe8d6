import type { Account, AccountVariety } from '@arpa/contract';
import { AccountBalances, Box, formatMoney, Panel, Spinner, type BalanceAccount } from '@arpa/ui';
import { usePageTitle } from '../../../lib/page-title';
import { useAccounts } from '../../../lib/accounts';
import { config } from '../../../lib/config';

/** SPEC §9: the playable balance is money + extra wins + game currency; shown part by part (issue 16). */
const playableParts: { variety: AccountVariety; label: string }[] = [
  { variety: 'money', label: 'Raha' },
  { variety: 'extra_wins', label: 'Lisävoitot' },
  { variety: 'game_currency', label: 'Pelivaluutta' },
];

function PlayableBalanceParts({ accounts }: { accounts: readonly Account[] }) {
  return (
    <Panel title="Pelisaldon osat">
      <dl>
        {playableParts.map(({ variety, label }) => (
          <div key={variety}>
            <dt>{label}</dt>
            <dd>
              {formatMoney(
                accounts
                  .filter((account) => account.variety === variety)
                  .reduce((sum, a) => sum + a.saldo, 0),
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

/** The API's account as the balances view takes it; a series without an end date shows no date. */
function toBalanceAccount(account: Account): BalanceAccount {
  return {
    id: account.id,
    variety: account.variety,
    saldo: account.saldo,
    lottery: account.lottery ? { names: [...account.lottery.names] } : undefined,
    ticket_series: account.ticket_series
      ? {
          alias: account.ticket_series.alias,
          user_account_validity_end: account.ticket_series.user_account_validity_end ?? '',
        }
      : undefined,
  };
}

/** /tili/tilisaldot: winnings, playable balance, total and the ticket-series accounts. */
export function AccountBalancesPage() {
  usePageTitle('Tilisaldot');
  const { data } = useAccounts();
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>Tilisaldot</h1>
      {data ? (
        <AccountBalances accounts={data.items.map(toBalanceAccount)} labels={{ title: 'Saldot' }} />
      ) : (
        <Spinner />
      )}
      {data && config.playableTicketsEnabled && <PlayableBalanceParts accounts={data.items} />}
    </Box>
  );
}
