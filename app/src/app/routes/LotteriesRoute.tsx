import { LotteriesPage } from '../../features/claim/components/LotteriesPage';
import { useContent } from '../../features/content/api/get-content';
import { OtherLotteriesSlides } from '../../features/content/components/ClaimableLotteriesContent';

/**
 * /lunastettavat: the claimable lotteries with the content file's slides above them. Without the content
 * file (it failed to load) the cards show alone.
 */
export function LotteriesRoute() {
  const { data, error } = useContent();
  const slides = data?.otherLotteries;
  return (
    <LotteriesPage
      intro={slides && slides.slides.length > 0 ? <OtherLotteriesSlides content={slides} /> : undefined}
      introPending={!data && !error}
    />
  );
}
