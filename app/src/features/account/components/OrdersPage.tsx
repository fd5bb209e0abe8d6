import { finnish, type OrderListing } from '@arpa/contract';
import { formatDate, formatMoney } from '@arpa/ui';
import { useOrders } from '../api/get-orders';
import { HistoryPage } from './HistoryPage';
import { HistoryRow } from './HistoryRow';
import { orderStateLabels, orderVarietyLabels } from './labels';

/** The products of an order by name, each with its chosen option and a quantity above one. */
export function orderTitle(order: Pick<OrderListing, 'products'>): string {
  return order.products
    .map((p) => {
      const option = p.option_names ? finnish(p.option_names) : '';
      const name = option ? `${finnish(p.names)} (${option})` : finnish(p.names);
      return p.quantity > 1 ? `${name} × ${p.quantity}` : name;
    })
    .join(', ');
}

/** /tili/tilaukset: every order (claim, gift, prize and shop orders) by name, type and state; 'Ei tilauksia' when there are none. */
export function OrdersPage() {
  const list = useOrders();
  return (
    <HistoryPage
      title="Tilaukset"
      list={list}
      emptyMessage="Ei tilauksia"
      renderItem={(order) => (
        <HistoryRow
          title={orderTitle(order)}
          details={
            <span>
              {formatDate(order.created_at)} · {orderVarietyLabels[order.variety]} ·{' '}
              {orderStateLabels[order.state]}
              {order.prize_code ? ` · Voittokoodi ${order.prize_code}` : ''}
            </span>
          }
          end={<span>{formatMoney(order.value)}</span>}
        />
      )}
    />
  );
}
