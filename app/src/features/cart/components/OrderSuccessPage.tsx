import { PAYMENT_RETURN_QUERY } from '@arpa/contract';
import { Box, ButtonLink, Spinner } from '@arpa/ui';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useCart } from '../../../lib/cart';
import { usePageTitle } from '../../../lib/page-title';
import { isOtherPayment, paymentNotFoundTitle, usePaymentStatus } from '../../../lib/payment-status';
import { orderReturnTexts } from './PaymentReturnNotice';

export const orderSuccessTexts = {
  title: 'Tilaus vastaanotettu',
  pendingTitle: 'Maksua käsitellään',
  pending: 'Maksua käsitellään. Tilaus vahvistuu, kun pankki vahvistaa maksun.',
  notPaidTitle: 'Tilausta ei maksettu',
  notFound: 'Tätä maksua ei löytynyt. Tilaustesi tilan näet Oma tili -sivun kohdasta Tilaukset.',
};

/**
 * /success: the order is placed. Paid in full by winnings it comes here directly; from the bank it comes
 * with `?maksu=` and says the order was received only once the server has the payment paid.
 */
export function OrderSuccessPage() {
  const [params] = useSearchParams();
  const stamp = params.get(PAYMENT_RETURN_QUERY);
  const { data, error } = usePaymentStatus(stamp);
  const notFound = stamp !== null && isOtherPayment('order', { data, error });
  const state = stamp ? (notFound ? undefined : data?.state) : 'paid';
  const notPaidText = state ? orderReturnTexts[state] : undefined;
  usePageTitle(
    notFound
      ? paymentNotFoundTitle
      : state === 'paid'
        ? orderSuccessTexts.title
        : orderSuccessTexts.pendingTitle,
  );
  const { refresh } = useCart();
  // The order emptied the cart on the server; the header's count follows.
  useEffect(() => {
    if (state === 'paid') void refresh();
  }, [refresh, state]);

  if (stamp && !data && !error) return <Spinner />;
  if (state !== 'paid') {
    return (
      <Box
        as="section"
        display="flex"
        flexDirection="column"
        gap="medium"
        aria-labelledby="order-success-title"
      >
        <h1 id="order-success-title">
          {notFound
            ? paymentNotFoundTitle
            : notPaidText
              ? orderSuccessTexts.notPaidTitle
              : orderSuccessTexts.pendingTitle}
        </h1>
        <p role="status">
          {notFound ? orderSuccessTexts.notFound : (notPaidText ?? orderSuccessTexts.pending)}
        </p>
        <Box display="flex" flexWrap="wrap" gap="small">
          <ButtonLink href="/ostoskori">Ostoskori</ButtonLink>
          <ButtonLink href="/tili/tilaukset" variant="secondary">
            Tilaukset
          </ButtonLink>
        </Box>
      </Box>
    );
  }
  return (
    <Box
      as="section"
      display="flex"
      flexDirection="column"
      gap="medium"
      aria-labelledby="order-success-title"
    >
      <h1 id="order-success-title">{orderSuccessTexts.title}</h1>
      <p>Kiitos tilauksestasi! Toimitamme tuotteet antamiesi yhteystietojen mukaisesti.</p>
      <p>Tilauksesi näet Oma tili -sivun kohdasta Tilaukset.</p>
      <Box display="flex" flexWrap="wrap" gap="small">
        <ButtonLink href="/voittokauppa">Jatka ostoksia</ButtonLink>
        <ButtonLink href="/tili/tilaukset" variant="secondary">
          Tilaukset
        </ButtonLink>
      </Box>
    </Box>
  );
}
