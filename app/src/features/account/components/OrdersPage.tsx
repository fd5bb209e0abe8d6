import { finnish } from '@arpa/contract';
import { formatDate, formatMoney } from '@arpa/ui';
import { useOrders } from '../api/get-orders';
import { HistoryPage } from './HistoryPage';
import { HistoryRow } from './HistoryRow';
import { orderStateLabels, orderVarietyLabels } from './labels';

/** /tili/tilaukset: the orders (other win events), 'Ei tilauksia' when there are none. */
export function OrdersPage() {
  const list = useOrders();
  return (
    <HistoryPage
      title="Tilaukset"
      list={list}
      emptyMessage="Ei tilauksia"
      renderItem={(order) => (
        <HistoryRow
          title={order.products
            .map((p) => (p.quantity > 1 ? `${finnish(p.names)} × ${p.quantity}` : finnish(p.names)))
            .join(', ')}
          details={
            <span>
              {formatDate(order.created_at)} · {orderVarietyLabels[order.variety]} ·{' '}
              {orderStateLabels[order.state]}
            </span>
          }
          end={<span>{formatMoney(order.value)}</span>}
        />
      )}
    />
  );
}
