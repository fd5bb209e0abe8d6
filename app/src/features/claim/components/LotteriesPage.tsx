import { Box, LotteryCard, Spinner } from '@arpa/ui';
import type { ReactNode } from 'react';
import { config } from '../../../lib/config';
import { usePageTitle } from '../../../lib/page-title';
import { useClaimableLotteries } from '../api/get-claimable-lotteries';

export interface LotteriesPageProps {
  /** Shown under the heading, above the cards: the content file's slides for this page. */
  intro?: ReactNode;
  /** The intro is still loading: the page waits for it, so the cards do not jump down when it arrives. */
  introPending?: boolean;
}

/** /lunastettavat: one card per claimable lottery that is not hidden (SPEC §2). */
export function LotteriesPage({ intro, introPending = false }: LotteriesPageProps = {}) {
  const title = config.playableTicketsEnabled ? 'Muut arvat' : 'Arvat';
  usePageTitle(title);
  const { data, error } = useClaimableLotteries();
  const lotteries = data?.items.filter((lottery) => !lottery.hidden) ?? [];
  return (
    <Box as="section" display="flex" flexDirection="column" gap="large" aria-labelledby="lotteries-title">
      <h1 id="lotteries-title">{title}</h1>
      {error ? (
        <p role="alert">Arpojen lataus epäonnistui. Yritä hetken päästä uudelleen.</p>
      ) : !data || introPending ? (
        <Spinner />
      ) : (
        <>
          {intro}
          {lotteries.length === 0 ? (
            <p>Rekisteröitäviä arpoja ei ole juuri nyt.</p>
          ) : (
            <Box
              as="ul"
              display="grid"
              gap="large"
              gridTemplateColumns={{ mobile: 1, tablet: 2, desktop: 3 }}
              aria-labelledby="lotteries-title"
            >
              {lotteries.map((lottery) => (
                <li key={lottery.id}>
                  <LotteryCard lottery={{ ...lottery, names: [...lottery.names] }} />
                </li>
              ))}
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
