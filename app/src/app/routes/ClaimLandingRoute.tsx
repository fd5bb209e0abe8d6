import { ClaimLandingPage } from '../../features/claim/components/ClaimLandingPage';
import { useContent } from '../../features/content/api/get-content';
import { LotteryBottomDescription } from '../../features/content/components/ClaimableLotteriesContent';

/** /lunastettavat/{slug}: the claim page with the content file's bottom description of the lottery below. */
export function ClaimLandingRoute() {
  const { data } = useContent();
  return (
    <ClaimLandingPage
      bottom={
        data
          ? (lottery) => <LotteryBottomDescription content={data.claimable_lotteries} slug={lottery.slug} />
          : undefined
      }
    />
  );
}
