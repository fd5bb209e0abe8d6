import { finnish, type LocalizedStrings } from '@arpa/contract';
import { ButtonLink } from '../Button/Button';
import { Card } from '../Card/Card';

export interface LotteryCardLottery {
  slug: string;
  names: LocalizedStrings;
  images?: { variety: string; source: string }[];
}

export interface LotteryCardProps {
  /** The lottery as the API lists it; the Finnish name and the small image are used. */
  lottery: LotteryCardLottery;
  /** The claim landing's base path; the link goes to `{basePath}/{slug}`. */
  basePath?: string;
  selectLabel?: string;
  headingLevel?: 2 | 3;
}

/**
 * A claimable lottery on /lunastettavat: small image, Finnish name and a "Valitse" link to the lottery's
 * claim page. Screen readers hear the lottery's name with "Valitse", so the many links are told apart.
 */
export function LotteryCard({
  lottery,
  basePath = '/lunastettavat',
  selectLabel = 'Valitse',
  headingLevel = 2,
}: LotteryCardProps) {
  const name = finnish(lottery.names);
  const small = lottery.images?.find((i) => i.variety === 'small');
  return (
    <Card
      title={name}
      headingLevel={headingLevel}
      image={small ? { src: small.source, alt: '' } : undefined}
      actions={
        // The name joins the visible "Valitse" so that the many links on the page are told apart.
        <ButtonLink href={`${basePath}/${lottery.slug}`} aria-label={`${selectLabel}: ${name}`}>
          {selectLabel}
        </ButtonLink>
      }
    />
  );
}
