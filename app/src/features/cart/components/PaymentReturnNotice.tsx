import type { PaymentState } from '@arpa/contract';
import { Card } from '@arpa/ui';

/** What /ostoskori says when the bank sends the player back (`?maksu=`) without a payment. */
export const orderReturnTexts: Partial<Record<PaymentState, string>> = {
  cancelled: 'Maksu peruttiin. Tilaus on peruttu ja voitot palautettu saldoosi.',
  failed: 'Maksu epäonnistui. Tilaus on peruttu ja voitot palautettu saldoosi.',
  expired: 'Maksuaika umpeutui. Tilaus on peruttu ja voitot palautettu saldoosi.',
  returned:
    'Maksu vahvistui vasta, kun tilaus oli jo peruttu tai maksettu, joten sitä ei käytetty. Maksu palautetaan tilille, jolta se maksettiin.',
};

/** The notice's title: a payment that was made but not used is being returned; any other was not made. */
const orderReturnTitle = (state: PaymentState) =>
  state === 'returned' ? 'Maksu palautetaan' : 'Maksua ei tehty';

/** The outcome of a returned order payment, shown on the page until the player moves on. */
export function PaymentReturnNotice({ state }: { state: PaymentState | undefined }) {
  const text = state && orderReturnTexts[state];
  if (!state || !text) return null;
  return (
    <div role="status">
      <Card title={orderReturnTitle(state)}>
        <p>{text}</p>
      </Card>
    </div>
  );
}
