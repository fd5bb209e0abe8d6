import { ClaimLandingPage } from '../../features/claim/components/ClaimLandingPage';
import { useContent } from '../../features/content/api/get-content';
import { LotteryBottomDescription } from '../../features/content/components/ClaimableLotteriesContent';
import { ExtraDrawSection } from '../../features/extra-draw/components/ExtraDrawSection';
import { CodeSubmissionCounter } from '../../features/protection/components/CodeSubmissionCounter';

/**
 * /lunastettavat/{slug}: the claim page with the signed-in player's monthly code counter, the lottery's extra
 * draw (next date, results) and the content
 * file's bottom description of the lottery below.
 */
export function ClaimLandingRoute() {
  const { data } = useContent();
  return (
    <ClaimLandingPage
      bottom={(lottery) => (
        <>
          <CodeSubmissionCounter />
          <ExtraDrawSection lottery={lottery} />
          {data && <LotteryBottomDescription content={data.claimable_lotteries} slug={lottery.slug} />}
        </>
      )}
    />
  );
}
