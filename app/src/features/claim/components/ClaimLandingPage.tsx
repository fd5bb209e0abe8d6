import { finnish, type ClaimRequest, type Lottery } from '@arpa/contract';
import { Box, Button, Spinner } from '@arpa/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useHistoryEntry } from '../../../lib/history-entry';
import { useSession } from '../../../lib/session';
import { pendingClaimFor } from '../pending-claim';
import { ClaimFlow, isClaimFlowEntry, openClaimFlowEntry } from './ClaimFlow';
import { LotteryPageFrame } from './LotteryPageFrame';

/**
 * The lottery's intro and the buttons that open its claim flow. The open flow is an entry of the browser's
 * history (`openClaimFlowEntry`): Back from its code entry shows the buttons again, Forward opens it again,
 * and a reload in the middle of it shows its code entry. It opens only once the session is known, which it
 * never is while the server renders the page, so the hydrated page is the one the server sent.
 */
export function ClaimLanding({ lottery }: { lottery: Lottery }) {
  const session = useSession();
  const history = useHistoryEntry();
  const description = finnish(lottery.descriptions);
  const [resumeCodes, setResumeCodes] = useState<ClaimRequest>();
  const inFlowEntry = isClaimFlowEntry(history.state);
  // Back from a sign-in started on an unfinished result: the same codes are presented again (once:
  // ClaimFlow forgets them as it presents them, and the flow stays open from then on).
  if (!inFlowEntry && !resumeCodes && session.ready && session.loggedIn) {
    const pending = pendingClaimFor(lottery.slug);
    if (pending) setResumeCodes(pending.codes);
  }
  useEffect(() => {
    if (resumeCodes && !inFlowEntry) history.replace(openClaimFlowEntry);
  });
  if (session.ready && (inFlowEntry || resumeCodes)) {
    return <ClaimFlow lottery={lottery} resumeCodes={resumeCodes} focusOnStart={!resumeCodes} />;
  }
  const open = () => history.push(openClaimFlowEntry);
  return (
    <Box display="flex" flexDirection="column" gap="medium">
      {description && <p>{description}</p>}
      {!session.ready ? (
        <Spinner size="small" />
      ) : (
        <Box display="flex" flexWrap="wrap" gap="small">
          {session.loggedIn ? (
            <Button onClick={open}>Jatka</Button>
          ) : (
            <>
              <Button onClick={() => void session.login()}>Kirjaudu</Button>
              {lottery.quick_claim_enabled && (
                <Button variant="secondary" onClick={open}>
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
