import { finnish } from '@arpa/contract';
import { formatDate, formatMoney, StatusBadge } from '@arpa/ui';
import { useClaims } from '../api/get-claims';
import { HistoryPage } from './HistoryPage';
import { HistoryRow } from './HistoryRow';

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
          title={finnish(claim.lottery_names)}
          details={
            <span>
              {formatDate(claim.created_at)} · {claim.ticket_series_alias}
              {claim.prize_code ? ` · Voittokoodi ${claim.prize_code}` : ''}
            </span>
          }
          end={
            <>
              {claim.product_value !== null && <span>{formatMoney(claim.product_value)}</span>}
              <StatusBadge status={claim.claimed ? 'done' : 'pending'} />
            </>
          }
        />
      )}
    />
  );
}
