import type { Lottery } from '@arpa/contract';
import { Box, Button, Spinner } from '@arpa/ui';
import { useSession } from '../../../lib/session';
import { ClaimFlow } from './ClaimFlow';
import { LotteryPageFrame } from './LotteryPageFrame';

function OnlineRedemption({ lottery }: { lottery: Lottery }) {
  const session = useSession();
  if (!session.ready) return <Spinner />;
  if (session.loggedIn || lottery.quick_claim_enabled) return <ClaimFlow lottery={lottery} />;
  return (
    <Box display="flex" flexDirection="column" gap="medium">
      <p>Kirjaudu sisään, niin voit rekisteröidä tämän arvan.</p>
      <div>
        <Button onClick={() => void session.login()}>Kirjaudu</Button>
      </div>
    </Box>
  );
}

/** /lunastettavat/{slug}/nettilunastus: the online redemption wizard straight from code entry (SPEC §4). */
export function OnlineRedemptionPage() {
  return <LotteryPageFrame>{(lottery) => <OnlineRedemption lottery={lottery} />}</LotteryPageFrame>;
}
