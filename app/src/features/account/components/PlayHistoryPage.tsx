import { finnish } from '@arpa/contract';
import { formatDate, formatMoney, StatusBadge } from '@arpa/ui';
import { usePlayableTicketStates } from '../api/get-playable-ticket-states';
import { HistoryPage } from './HistoryPage';
import { HistoryRow } from './HistoryRow';

/** /tili/pelihistoria: bought online tickets, "Valmis" when played, else "Kesken"; 'Ei pelejä' when none. */
export function PlayHistoryPage() {
  const list = usePlayableTicketStates();
  return (
    <HistoryPage
      title="Pelihistoria"
      list={list}
      emptyMessage="Ei pelejä"
      renderItem={(ticket) => {
        const product = [finnish(ticket.product_names), finnish(ticket.product_option_names)]
          .filter(Boolean)
          .join(', ');
        return (
          <HistoryRow
            title={finnish(ticket.lottery_names)}
            details={
              <span>
                {formatDate(ticket.commited_at ?? ticket.created_at)} · {ticket.playable_ticket_code_a}
                {product ? ` · ${product}` : ''}
              </span>
            }
            end={
              <>
                {ticket.prize !== null && <span>{formatMoney(ticket.prize)}</span>}
                <StatusBadge status={ticket.played ? 'done' : 'pending'} />
              </>
            }
          />
        );
      }}
    />
  );
}
