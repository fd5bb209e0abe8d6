import { Box, ButtonLink } from '@arpa/ui';
import { useEffect } from 'react';
import { useCart } from '../../../lib/cart';
import { usePageTitle } from '../../../lib/page-title';

/** /success: the order is placed (paid in full by winnings, or returned here paid from the bank). */
export function OrderSuccessPage() {
  usePageTitle('Tilaus vastaanotettu');
  const { refresh } = useCart();
  // The order emptied the cart on the server; the header's count follows.
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return (
    <Box
      as="section"
      display="flex"
      flexDirection="column"
      gap="medium"
      aria-labelledby="order-success-title"
    >
      <h1 id="order-success-title">Tilaus vastaanotettu</h1>
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
