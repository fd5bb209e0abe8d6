import { playableBalance } from '@arpa/contract';
import { BalanceBar, Spinner } from '@arpa/ui';
import { useAccounts } from '../../../lib/accounts';

/** "Saldosi: X €": the balance a deposit adds to (money + extra wins + game currency, SPEC §9). */
export function PlayableBalanceBar() {
  const { data } = useAccounts();
  if (!data) return <Spinner />;
  return <BalanceBar saldo={playableBalance(data.items)} />;
}
