import { finnish, type PendingOrder } from '@arpa/contract';
import { Box, Button, Card, formatDate } from '@arpa/ui';
import { orderCancelledText, useCancelOrder } from '../api/cancel-order';
import { useResumeOrder } from '../api/resume-order';
import { OrderSummary } from './OrderSummary';

export const pendingOrderTexts = {
  title: 'Tilauksesi odottaa maksua',
  holds: (until: string) =>
    `Voitot on varattu tilaukselle ${until} asti. Jos maksua ei tehdä siihen mennessä, tilaus perutaan ja voitot palautetaan saldoosi.`,
  resume: 'Jatka maksamista',
  cancel: 'Peru tilaus',
  cancelled: orderCancelledText,
};

/**
 * A waiting order whose bank payment is still open: what the bank will charge, the products, until when
 * the winnings stay reserved, and the two ways forward: pay it at the bank again, or give it up (the
 * winnings come back). While it waits, the cart's checkout is not offered, so no summary can show another
 * amount than the bank charges.
 */
export function PendingOrderPanel({ order }: { order: PendingOrder }) {
  const resumeOrder = useResumeOrder();
  const cancelOrder = useCancelOrder();
  // Also busy once the bank's form is there: the browser is on its way to the bank.
  const busy = resumeOrder.isMutating || resumeOrder.data !== undefined || cancelOrder.isMutating;

  async function resume() {
    try {
      await resumeOrder.trigger(order.id);
    } catch (error) {
      console.error('Maksun jatkaminen epäonnistui', error);
    }
  }

  const cancel = () => cancelOrder.trigger(order.id);

  return (
    <section aria-labelledby="pending-order-title">
      <Card
        title={<span id="pending-order-title">{pendingOrderTexts.title}</span>}
        actions={
          <Box display="flex" flexWrap="wrap" gap="small">
            <Button disabled={busy} onClick={() => void resume()}>
              {pendingOrderTexts.resume}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => void cancel()}>
              {pendingOrderTexts.cancel}
            </Button>
          </Box>
        }
      >
        <Box display="flex" flexDirection="column" gap="medium">
          <p>{pendingOrderTexts.holds(formatDate(order.expires_at))}</p>
          <Box as="ul" display="flex" flexDirection="column" gap="small" aria-label="Tilauksen tuotteet">
            {order.products.map((product, index) => (
              <li key={`${index}-${product.product_id}`}>
                <strong>{finnish(product.names)}</strong>
                {product.quantity > 1 && ` × ${product.quantity}`}
              </li>
            ))}
          </Box>
          <OrderSummary preview={order} />
        </Box>
      </Card>
    </section>
  );
}
