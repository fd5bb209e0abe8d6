import type { AccountEvent } from '@arpa/contract';
import { formatDate, formatMoney } from '@arpa/ui';
import { useAccountEvents } from '../api/get-account-events';
import { HistoryPage } from './HistoryPage';
import { HistoryRow } from './HistoryRow';
import { accountEventStateLabels, transactionLabels } from './labels';

/** The value as shown: a withdrawal is negative (SPEC §3). */
export function signedEventValue(event: Pick<AccountEvent, 'variety' | 'value'>): number {
  return event.variety === 'withdraw' ? -Math.abs(event.value) : event.value;
}

/** /tili/tilitapahtumat: the ledger events, 'Ei tapahtumia' when there are none. */
export function AccountEventsPage() {
  const list = useAccountEvents();
  return (
    <HistoryPage
      title="Tilitapahtumat"
      list={list}
      emptyMessage="Ei tapahtumia"
      renderItem={(event) => (
        <HistoryRow
          title={transactionLabels[event.variety] ?? event.variety}
          details={
            <span>
              {formatDate(event.timestamp)} · {accountEventStateLabels[event.state] ?? event.state}
            </span>
          }
          end={<span>{formatMoney(signedEventValue(event))}</span>}
        />
      )}
    />
  );
}
