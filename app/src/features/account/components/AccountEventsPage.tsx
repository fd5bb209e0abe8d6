import type { AccountEvent } from '@arpa/contract';
import { formatDate, formatMoney } from '@arpa/ui';
import { useAccountEvents } from '../api/get-account-events';
import { HistoryPage } from './HistoryPage';
import { HistoryRow } from './HistoryRow';
import { accountEventStateLabels, transactionLabels } from './labels';
import { orderTitle } from './OrdersPage';

/** The row's name: the transaction type, and for an order's events the order's products. */
export function accountEventTitle(event: AccountEvent): string {
  const label = transactionLabels[event.variety] ?? event.variety;
  if (!event.order) return label;
  const products = orderTitle(event.order);
  return products ? `${label}: ${products}` : label;
}

/** The value as shown: a withdrawal is negative (SPEC §3). */
export function signedEventValue(event: Pick<AccountEvent, 'variety' | 'value'>): number {
  return event.variety === 'withdraw' ? -Math.abs(event.value) : event.value;
}

/**
 * /tili/tilitapahtumat: the ledger events, 'Ei tapahtumia' when there are none. An order's withdrawal is one
 * row (the server sums it over the accounts it came from) named by the order's products and number.
 */
export function AccountEventsPage() {
  const list = useAccountEvents();
  return (
    <HistoryPage
      title="Tilitapahtumat"
      list={list}
      emptyMessage="Ei tapahtumia"
      renderItem={(event) => (
        <HistoryRow
          title={accountEventTitle(event)}
          details={
            <span>
              {formatDate(event.timestamp)} · {accountEventStateLabels[event.state] ?? event.state}
              {event.order ? ` · Tilaus ${event.order.id}` : ''}
            </span>
          }
          end={<span>{formatMoney(signedEventValue(event))}</span>}
        />
      )}
    />
  );
}
