import { PlayResponsibly } from '@arpa/ui';
import { ClaimLandingPage } from '../../features/claim/components/ClaimLandingPage';
import { useContent } from '../../features/content/api/get-content';
import { LotteryBottomDescription } from '../../features/content/components/ClaimableLotteriesContent';
import { ExtraDrawSection } from '../../features/extra-draw/components/ExtraDrawSection';
import { CodeSubmissionCounter } from '../../features/protection/components/CodeSubmissionCounter';

/**
 * /lunastettavat/{slug}: the claim page with the signed-in player's monthly code counter, the content file's
 * bottom description of the lottery and, last, the lottery's extra draw (next date, results).
 */
export function ClaimLandingRoute() {
  const { data } = useContent();
  return (
    <ClaimLandingPage
      bottom={(lottery) => (
        <>
          <CodeSubmissionCounter />
          <PlayResponsibly />
          {data && <LotteryBottomDescription content={data.claimable_lotteries} slug={lottery.slug} />}
          {/* Last: it is read in the browser (not server-rendered), so arriving it moves nothing above it. */}
          <ExtraDrawSection lottery={lottery} />
        </>
      )}
    />
  );
}
