import { finnish, type Claim } from '@arpa/contract';
import { formatDate, formatMoney, StatusBadge } from '@arpa/ui';
import { useClaims } from '../api/get-claims';
import { HistoryPage } from './HistoryPage';
import { HistoryRow } from './HistoryRow';
import { extraDrawWinLabel, noWinLabel } from './labels';

/**
 * The row's name: the prize (with its chosen option), "Lisäarvonnan voitto" for a ticket that won in the
 * extra draw, or "Ei voittoa" for a ticket that did not win.
 */
export function claimTitle(claim: Claim): string {
  if (claim.extra_draw_prize) {
    const prize = finnish(claim.extra_draw_prize.product_names);
    return prize ? `${extraDrawWinLabel}: ${prize}` : extraDrawWinLabel;
  }
  const product = claim.product_names ? finnish(claim.product_names) : '';
  if (!product) return noWinLabel;
  const option = claim.product_option_names ? finnish(claim.product_option_names) : '';
  return option ? `${product} (${option})` : product;
}

/** /tili/voittohistoria: registered tickets, "Kesken" until claimed; 'Ei voittoja' when there are none. */
export function ClaimsPage() {
  const list = useClaims();
  return (
    <HistoryPage
      title="Voittohistoria"
      list={list}
      emptyMessage="Ei voittoja"
      renderItem={(claim) => (
        <HistoryRow
          title={claimTitle(claim)}
          details={
            <span>
              {formatDate(claim.created_at)} · {finnish(claim.lottery_names)} · {claim.ticket_series_alias}
              {claim.prize_code ? ` · Voittokoodi ${claim.prize_code}` : ''}
            </span>
          }
          end={
            <>
              {claim.product_value !== null && <span>{formatMoney(claim.product_value)}</span>}
              {claim.extra_draw_prize?.value != null && (
                <span>{formatMoney(claim.extra_draw_prize.value)}</span>
              )}
              <StatusBadge status={claim.claimed ? 'done' : 'pending'} />
            </>
          }
        />
      )}
    />
  );
}
