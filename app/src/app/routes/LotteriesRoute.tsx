import { LotteriesPage } from '../../features/claim/components/LotteriesPage';
import { useContent } from '../../features/content/api/get-content';
import { OtherLotteriesSlides } from '../../features/content/components/ClaimableLotteriesContent';
import { useMarketingAllowed } from '../../features/protection/api/get-protection';

/**
 * /lunastettavat: the claimable lotteries with the content file's slides above them. Without the content
 * file (it failed to load) the cards show alone; so do they for a player marketing may not reach (a pause,
 * quick stop or self-exclusion).
 */
export function LotteriesRoute() {
  const { data, error } = useContent();
  const marketingAllowed = useMarketingAllowed();
  const slides = marketingAllowed ? data?.otherLotteries : undefined;
  return (
    <LotteriesPage
      intro={slides && slides.slides.length > 0 ? <OtherLotteriesSlides content={slides} /> : undefined}
      introPending={!data && !error}
    />
  );
}
