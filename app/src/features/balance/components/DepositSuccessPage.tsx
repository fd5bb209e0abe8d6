import { Box } from '@arpa/ui';
import { usePageTitle } from '../../../lib/page-title';
import { PlayableBalanceBar } from './PlayableBalanceBar';

/** /tili/lisaa-saldoa/success: the bank confirmed the payment; the new balance. */
export function DepositSuccessPage() {
  usePageTitle('Saldon lisäys onnistui');
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>Saldon lisäys onnistui</h1>
      <p>Maksu on vastaanotettu ja summa on lisätty saldoosi.</p>
      <PlayableBalanceBar />
    </Box>
  );
}
