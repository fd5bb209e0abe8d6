import type { CmsContent } from '@arpa/contract';
import { Box, Slides } from '@arpa/ui';
import { ContentText } from './ContentText';

export interface OtherLotteriesSlidesProps {
  content: CmsContent['otherLotteries'];
}

/** The content file's slides for the list of claimable lotteries (SPEC §3 `otherLotteries.slides`). */
export function OtherLotteriesSlides({ content }: OtherLotteriesSlidesProps) {
  return <Slides slides={content.slides.map((slide) => ({ image: slide.image, content: slide.content }))} />;
}

export interface LotteryBottomDescriptionProps {
  content: CmsContent['claimable_lotteries'];
  slug: string;
}

/**
 * The content file's `bottom_description` of one claimable lottery (SPEC §3), below its claim flow;
 * nothing when the file has no text for the lottery.
 */
export function LotteryBottomDescription({ content, slug }: LotteryBottomDescriptionProps) {
  const text = content.find((entry) => entry.slug === slug)?.bottom_description.trim();
  if (!text) return null;
  return (
    <Box display="flex" flexDirection="column" gap="small">
      <ContentText text={text} />
    </Box>
  );
}
