import { finnish, type ExtraDrawPrize, type Lottery } from '@arpa/contract';
import { ExtraDrawInfo, type ExtraDrawPrizeInfo } from '@arpa/ui';
import { useExtraDraws } from '../api/get-extra-draws';

function prizeInfo(prize: ExtraDrawPrize): ExtraDrawPrizeInfo {
  return { value: prize.value, name: prize.product_names ? finnish(prize.product_names) : null };
}

/**
 * The lottery page's extra draw (issue 17): the next draw's date and prizes, and the published results.
 * Nothing for a lottery without an extra draw, or until the answer arrives.
 */
export function ExtraDrawSection({ lottery }: { lottery: Pick<Lottery, 'id' | 'extra_lottery_enabled'> }) {
  const { data } = useExtraDraws(lottery.extra_lottery_enabled ? lottery.id : undefined);
  if (!lottery.extra_lottery_enabled || !data) return null;
  return (
    <ExtraDrawInfo
      next={
        data.next
          ? {
              closesAt: data.next.closes_at,
              winnersCount: data.next.winners_count,
              prize: prizeInfo(data.next.prize),
            }
          : null
      }
      results={data.results.map((result) => ({
        id: result.id,
        drawnAt: result.drawn_at,
        participantCount: result.participant_count,
        prize: prizeInfo(result.prize),
        winners: result.winners.map((winner) => winner.label),
      }))}
    />
  );
}
