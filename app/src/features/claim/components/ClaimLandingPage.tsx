import { finnish, type ClaimRequest, type Lottery } from '@arpa/contract';
import { Box, Button, Spinner } from '@arpa/ui';
import { useState, type ReactNode } from 'react';
import { useSession } from '../../../lib/session';
import { pendingClaimFor } from '../pending-claim';
import { ClaimFlow } from './ClaimFlow';
import { LotteryPageFrame } from './LotteryPageFrame';

export function ClaimLanding({ lottery }: { lottery: Lottery }) {
  const session = useSession();
  const [started, setStarted] = useState(false);
  const description = finnish(lottery.descriptions);
  const [resumeCodes, setResumeCodes] = useState<ClaimRequest>();
  // Back from a sign-in started on an unfinished result: the same codes are presented again (once:
  // ClaimFlow forgets them as it presents them, and `started` keeps the flow on screen).
  if (!started && session.ready && session.loggedIn) {
    const pending = pendingClaimFor(lottery.slug);
    if (pending) {
      setResumeCodes(pending.codes);
      setStarted(true);
    }
  }
  if (started) return <ClaimFlow lottery={lottery} resumeCodes={resumeCodes} focusOnStart={!resumeCodes} />;
  return (
    <Box display="flex" flexDirection="column" gap="medium">
      {description && <p>{description}</p>}
      {!session.ready ? (
        <Spinner size="small" />
      ) : (
        <Box display="flex" flexWrap="wrap" gap="small">
          {session.loggedIn ? (
            <Button onClick={() => setStarted(true)}>Jatka</Button>
          ) : (
            <>
              <Button onClick={() => void session.login()}>Kirjaudu</Button>
              {lottery.quick_claim_enabled && (
                <Button variant="secondary" onClick={() => setStarted(true)}>
                  Pikalunastus
                </Button>
              )}
            </>
          )}
        </Box>
      )}
    </Box>
  );
}

export interface ClaimLandingPageProps {
  /** What follows the intro and the claim flow, e.g. the content file's bottom description of the lottery. */
  bottom?: (lottery: Lottery) => ReactNode;
}

/** /lunastettavat/{slug}: the lottery's intro, then the claim flow (SPEC §2). */
export function ClaimLandingPage({ bottom }: ClaimLandingPageProps = {}) {
  return (
    <LotteryPageFrame>
      {(lottery) => (
        <>
          <ClaimLanding lottery={lottery} />
          {bottom?.(lottery)}
        </>
      )}
    </LotteryPageFrame>
  );
}
