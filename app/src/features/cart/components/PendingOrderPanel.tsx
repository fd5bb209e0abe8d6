import { finnish, type PendingOrder } from '@arpa/contract';
import { Box, Button, Card, formatDate, useToast } from '@arpa/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../../../lib/api-context';
import { submitPaymentForm } from '../../../lib/payment-form';
import { cancelOrder, PENDING_ORDER_PATH, resumeOrder } from '../api/pending-order';
import { OrderSummary } from './OrderSummary';

export const pendingOrderTexts = {
  title: 'Tilauksesi odottaa maksua',
  holds: (until: string) =>
    `Voitot on varattu tilaukselle ${until} asti. Jos maksua ei tehdä siihen mennessä, tilaus perutaan ja voitot palautetaan saldoosi.`,
  resume: 'Jatka maksamista',
  cancel: 'Peru tilaus',
  cancelled: 'Tilaus peruttu. Voitot palautettiin saldoosi.',
};

/**
 * A waiting order whose bank payment is still open: what the bank will charge, the products, until when
 * the winnings stay reserved, and the two ways forward: pay it at the bank again, or give it up (the
 * winnings come back). While it waits, the cart's checkout is not offered, so no summary can show another
 * amount than the bank charges.
 */
export function PendingOrderPanel({ order }: { order: PendingOrder }) {
  const api = useApi();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);

  async function resume() {
    setBusy(true);
    try {
      const answer = await resumeOrder(api, order.id);
      if (answer.payment_provider) {
        submitPaymentForm(answer.payment_provider);
        return;
      }
      await mutate(PENDING_ORDER_PATH);
      setBusy(false);
    } catch (error) {
      console.error('Maksun jatkaminen epäonnistui', error);
      await mutate(PENDING_ORDER_PATH);
      setBusy(false);
    }
  }

  async function cancel() {
    setBusy(true);
    try {
      await cancelOrder(api, order.id);
      toast.success(pendingOrderTexts.cancelled);
    } catch (error) {
      console.error('Tilauksen peruminen epäonnistui', error);
    }
    // The winnings are back (or the order already ended): balances, limits and the order read again.
    await Promise.all([
      mutate('/api/v1/accounts/self'),
      mutate('/api/v1/users/limits'),
      mutate(PENDING_ORDER_PATH),
    ]);
    setBusy(false);
  }

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
