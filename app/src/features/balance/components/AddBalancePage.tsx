import {
  BANK_NAMES,
  depositEurosFromQuery,
  PAYMENT_RETURN_QUERY,
  type PaymentState,
  type PendingDeposit,
} from '@arpa/contract';
import { Box, Card, DepositForm, formatDate, formatMoney, type DepositValues } from '@arpa/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { apiUrl } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { usePaymentStatus } from '../../../lib/payment-status';
import { usePendingDeposit } from '../api/get-pending-deposit';
import { usePlayPauseEnd } from '../api/play-pause';
import { DEPOSIT_SUBJECT, useStartDeposit } from '../api/start-deposit';
import { rememberDepositReturn } from '../deposit-return';
import { PlayableBalanceBar } from './PlayableBalanceBar';

/** The limits a returned payment changes (read here for the pause, and on Pelirajat). */
const LIMITS_KEY = apiUrl('GET /api/v1/users/limits');
const PENDING_DEPOSIT_KEY = apiUrl('GET /api/v2/accounts/deposit/pending');

export const pausedDepositText = (until: string) =>
  `Pelitauko on voimassa ${until} asti. Et voi lisätä saldoa tauon aikana.`;

/** What the page says when the bank sends the player back (`?maksu=`) without a payment. */
export const depositReturnTexts: Partial<Record<PaymentState, string>> = {
  cancelled: 'Maksu peruttiin. Saldoa ei lisätty.',
  failed: 'Maksu epäonnistui. Saldoa ei lisätty.',
  expired: 'Maksuaika umpeutui. Saldoa ei lisätty.',
  returned:
    'Maksu vahvistui vasta maksuajan päätyttyä, eikä sitä voitu enää lisätä saldoosi talletusrajasi tai pelitauon vuoksi. Maksu palautetaan tilille, jolta se maksettiin.',
};

/** A deposit started and left at the bank (Back from the bank's page, a closed tab): what it holds and until when. */
export const pendingDepositTexts = {
  title: 'Talletus odottaa maksua',
  text: ({ value, payment_method, expires_at }: PendingDeposit) =>
    `Aloittamasi ${formatMoney(value)} talletus (${BANK_NAMES[payment_method]}) odottaa maksua pankissa ${formatDate(expires_at)} asti, ja se varaa talletusrajaasi siihen asti. Jos maksua ei tehdä, talletus raukeaa eikä saldoa lisätä.`,
};

export interface AddBalancePageProps {
  /** The strong-authentication box, shown first. */
  strongAuth: ReactNode;
  /** Only a strongly authenticated player gets the deposit form (SPEC §2, §6). */
  stronglyAuthenticated: boolean;
  /** The payer's name sent with the deposit. */
  payerName: string;
  /** The deposit bonus on offer, shown above the balance (features/bonus). */
  bonus?: ReactNode;
  /** The page the player came from (a game out of balance): offered again after the bank's return. */
  returnTo?: string;
}

/** The deposit form's euros from `?amount=` (cents), as the game's "no balance" link gives it. */
function queryAmount(params: URLSearchParams): number | undefined {
  const amount = params.get('amount');
  return amount === null || amount.trim() === '' ? undefined : depositEurosFromQuery(Number(amount));
}

/**
 * /tili/lisaa-saldoa: strong authentication, the balance, and the deposit form to the bank. A payment the
 * bank returned without money is said on the page; during a play pause the form is not offered at all.
 */
export function AddBalancePage({
  strongAuth,
  stronglyAuthenticated,
  payerName,
  bonus,
  returnTo,
}: AddBalancePageProps) {
  usePageTitle('Lisää saldoa');
  const [params] = useSearchParams();
  const { mutate } = useSWRConfig();
  const { trigger: startDeposit, isMutating, data: sentToBank } = useStartDeposit();
  const pausedUntil = usePlayPauseEnd();
  const returned = usePaymentStatus(params.get(PAYMENT_RETURN_QUERY));
  const returnText = returned.data && depositReturnTexts[returned.data.state];
  const pending = usePendingDeposit(stronglyAuthenticated).data?.item;
  // Still submitting once the bank's form is sent: the browser is on its way to the bank.
  const submitting = isMutating || sentToBank !== undefined;
  // One Idempotency-Key per deposit attempt: kept while the same amount and bank are resubmitted.
  const attempt = useRef<{ body: string; key: string } | null>(null);

  // A payment that ended released its limit headroom: Pelirajat and the balance read again.
  useEffect(() => {
    if (returnText) void mutate(LIMITS_KEY);
  }, [returnText, mutate]);
  // Back from the bank's page (a new page load, or the browser's page cache): what waits there is read again.
  useEffect(() => {
    const reread = (event: PageTransitionEvent) => {
      if (event.persisted) void mutate(PENDING_DEPOSIT_KEY);
    };
    window.addEventListener('pageshow', reread);
    return () => window.removeEventListener('pageshow', reread);
  }, [mutate]);

  function deposit(values: DepositValues) {
    const body = { ...values, subject: DEPOSIT_SUBJECT, name: payerName };
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: crypto.randomUUID() };
    rememberDepositReturn(returnTo);
    startDeposit({ deposit: body, attemptKey: attempt.current.key }).catch(() => undefined);
  }

  let form: ReactNode = null;
  if (stronglyAuthenticated) {
    form = pausedUntil ? (
      <p role="status">{pausedDepositText(formatDate(pausedUntil))}</p>
    ) : (
      <DepositForm defaultAmount={queryAmount(params)} onSubmit={deposit} submitting={submitting} />
    );
  }

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>Lisää saldoa</h1>
      {returnText && (
        <div role="status">
          <Card title="Saldoa ei lisätty">
            <p>{returnText}</p>
          </Card>
        </div>
      )}
      {pending && !submitting && (
        <div role="status">
          <Card title={pendingDepositTexts.title}>
            <p>{pendingDepositTexts.text(pending)}</p>
          </Card>
        </div>
      )}
      {strongAuth}
      {bonus}
      <PlayableBalanceBar />
      {form}
    </Box>
  );
}
