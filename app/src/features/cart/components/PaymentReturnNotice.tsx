import type { PaymentState } from '@arpa/contract';
import { Card } from '@arpa/ui';

/** What /ostoskori says when the bank sends the player back (`?maksu=`) without a payment. */
export const orderReturnTexts: Partial<Record<PaymentState, string>> = {
  cancelled: 'Maksu peruttiin. Tilaus on peruttu ja voitot palautettu saldoosi.',
  failed: 'Maksu epäonnistui. Tilaus on peruttu ja voitot palautettu saldoosi.',
  expired: 'Maksuaika umpeutui. Tilaus on peruttu ja voitot palautettu saldoosi.',
};

/** The outcome of a returned order payment, shown on the page until the player moves on. */
export function PaymentReturnNotice({ state }: { state: PaymentState | undefined }) {
  const text = state && orderReturnTexts[state];
  if (!text) return null;
  return (
    <div role="status">
      <Card title="Maksua ei tehty">
        <p>{text}</p>
      </Card>
    </div>
  );
}
