import { winningsBalance } from '@arpa/contract';
import { Box, formatMoney } from '@arpa/ui';
import { useAccounts } from '../lib/accounts';

export const winningsBalanceLabel = 'Voittosi';

/**
 * "Voittosi: 12,50 €": the winnings a signed-in player can spend in the prize shop (wins + bonus +
 * extra wins, SPEC §9), shown on the shop and the cart (issue 12, item 14). Nothing for an anonymous
 * visitor (who has no balances to read) or before the balances have loaded, so it never shows a wrong figure.
 */
export function WinningsBalance({ loggedIn }: { loggedIn: boolean }) {
  if (!loggedIn) return null;
  return <SignedInWinnings />;
}

function SignedInWinnings() {
  const { data } = useAccounts();
  if (!data) return null;
  return (
    <Box as="p" display="flex" flexWrap="wrap" gap="xsmall">
      <span>{winningsBalanceLabel}:</span> <strong>{formatMoney(winningsBalance(data.items))}</strong>
    </Box>
  );
}
