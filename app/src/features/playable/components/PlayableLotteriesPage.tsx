import { finnish } from '@arpa/contract';
import { Box, ButtonLink, Card, formatMoney, Spinner } from '@arpa/ui';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/page-title';
import { usePlayableLotteries } from '../api/get-playable-lotteries';
import { distinctPrices } from '../bundle-state';

export interface PlayableLotteriesPageProps {
  /** The content file's `playableLotteries.slides`, above the cards. */
  intro?: ReactNode;
  /** The deposit bonus offer (`depositBonus.description` while `deposit_bonus_received` is false). */
  bonus?: ReactNode;
}

/** /pelattavat (flag on): playable lotteries by index, hidden ones omitted, with name and prices (SPEC §2). */
export function PlayableLotteriesPage({ intro, bonus }: PlayableLotteriesPageProps) {
  usePageTitle('Pelaa arpoja');
  const { data, error } = usePlayableLotteries();
  const lotteries = (data?.items ?? [])
    .filter((lottery) => !lottery.hidden)
    .sort((a, b) => a.index - b.index);
  return (
    <Box as="section" display="flex" flexDirection="column" gap="large" aria-labelledby="playable-title">
      <h1 id="playable-title">Pelaa arpoja</h1>
      {intro}
      {bonus}
      {error ? (
        <p role="alert">Arpojen lataus epäonnistui. Yritä hetken päästä uudelleen.</p>
      ) : !data ? (
        <Spinner />
      ) : lotteries.length === 0 ? (
        <p>Pelattavia arpoja ei ole juuri nyt.</p>
      ) : (
        <Box
          as="ul"
          display="grid"
          gap="large"
          gridTemplateColumns={{ mobile: 1, tablet: 2, desktop: 3 }}
          aria-labelledby="playable-title"
        >
          {lotteries.map((lottery) => {
            const name = finnish(lottery.names);
            const small = lottery.images.find((image) => image.variety === 'small');
            const prices = distinctPrices(lottery.playable_ticket_prices).map((price) => formatMoney(price));
            return (
              <li key={lottery.id}>
                <Card
                  title={name}
                  image={small ? { src: small.source, alt: '' } : undefined}
                  actions={
                    <ButtonLink href={`/pelattavat/${lottery.slug}`} aria-label={`Valitse: ${name}`}>
                      Valitse
                    </ButtonLink>
                  }
                >
                  <p>
                    {prices.length > 1 ? 'Hinnat' : 'Hinta'}: {prices.join(', ')}
                  </p>
                </Card>
              </li>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
