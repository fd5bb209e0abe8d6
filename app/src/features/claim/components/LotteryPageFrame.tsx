import { finnish, type Lottery } from '@arpa/contract';
import { Box, ButtonLink, Spinner } from '@arpa/ui';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useLottery } from '../api/get-lottery';

export interface LotteryPageFrameProps {
  /** The page's body once the lottery of the address's slug is loaded. */
  children: (lottery: Lottery) => ReactNode;
}

/** A lottery's page: its name as the heading and title, the loading state and "not found" for an unknown slug. */
export function LotteryPageFrame({ children }: LotteryPageFrameProps) {
  const { slug } = useParams();
  const { data: lottery, error } = useLottery(slug);
  const name = lottery ? finnish(lottery.names) : '';
  const notFound = error instanceof ApiRequestError && error.status === 404;
  usePageTitle(notFound ? 'Arpaa ei löytynyt' : name || 'Arvat');
  if (error) {
    return (
      <Box as="section" display="flex" flexDirection="column" gap="medium">
        <h1>{notFound ? 'Arpaa ei löytynyt' : 'Arvan lataus epäonnistui'}</h1>
        <p>{notFound ? 'Etsimääsi arpaa ei ole olemassa.' : 'Yritä hetken päästä uudelleen.'}</p>
        <div>
          <ButtonLink href="/lunastettavat" variant="secondary">
            Kaikki arvat
          </ButtonLink>
        </div>
      </Box>
    );
  }
  if (!lottery) return <Spinner />;
  return (
    <Box as="article" display="flex" flexDirection="column" gap="large" aria-labelledby="lottery-title">
      <h1 id="lottery-title">{name}</h1>
      {children(lottery)}
    </Box>
  );
}
