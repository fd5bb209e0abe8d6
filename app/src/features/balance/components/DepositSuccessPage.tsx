import { PAYMENT_RETURN_QUERY } from '@arpa/contract';
import { Box, ButtonLink, Spinner } from '@arpa/ui';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { usePageTitle } from '../../../lib/page-title';
import { ACCOUNTS_PATH } from '../../../lib/accounts';
import { isOtherPayment, paymentNotFoundTitle, usePaymentStatus } from '../../../lib/payment-status';
import { depositReturnTexts } from './AddBalancePage';
import { PlayableBalanceBar } from './PlayableBalanceBar';

export const depositSuccessTexts = {
  paidTitle: 'Saldon lisäys onnistui',
  paid: 'Maksu on vastaanotettu ja summa on lisätty saldoosi.',
  pendingTitle: 'Maksua käsitellään',
  pending: 'Maksua käsitellään. Saldo päivittyy, kun pankki vahvistaa maksun.',
  notPaidTitle: 'Saldoa ei lisätty',
  notFound: 'Tätä maksua ei löytynyt. Saldosi näet Oma tili -sivulta.',
  again: 'Lisää saldoa',
  back: 'Takaisin peliin',
};

export interface DepositSuccessPageProps {
  /** The page the deposit was for (a game that ran out of balance): the way back once the money is in. */
  returnTo?: string;
}

/** "Lisää saldoa" again keeps the way back to the game. */
function againPath(returnTo: string | undefined): string {
  return returnTo
    ? `/tili/lisaa-saldoa?${new URLSearchParams({ redirect: returnTo }).toString()}`
    : '/tili/lisaa-saldoa';
}

/**
 * /tili/lisaa-saldoa/success?maksu=…: says the payment was received only once the server has it paid; a
 * payment the bank has not confirmed yet is read again a few times. Without a payment: the deposit page.
 * A deposit made for a game offers "Takaisin peliin" once paid (issue 16).
 */
export function DepositSuccessPage({ returnTo }: DepositSuccessPageProps = {}) {
  const [params] = useSearchParams();
  const stamp = params.get(PAYMENT_RETURN_QUERY);
  const { data, error } = usePaymentStatus(stamp);
  const { mutate } = useSWRConfig();
  const notFound = isOtherPayment('deposit', { data, error });
  const state = notFound ? undefined : data?.state;
  const paid = state === 'paid';
  usePageTitle(
    notFound ? paymentNotFoundTitle : paid ? depositSuccessTexts.paidTitle : depositSuccessTexts.pendingTitle,
  );
  // The new balance as soon as the payment is confirmed.
  useEffect(() => {
    if (paid) void mutate(ACCOUNTS_PATH);
  }, [paid, mutate]);

  if (!stamp) return <Navigate to="/tili/lisaa-saldoa" replace />;
  if (!data && !error) return <Spinner />;

  let title = depositSuccessTexts.pendingTitle;
  let text = depositSuccessTexts.pending;
  if (notFound) {
    title = paymentNotFoundTitle;
    text = depositSuccessTexts.notFound;
  } else if (paid) {
    title = depositSuccessTexts.paidTitle;
    text = depositSuccessTexts.paid;
  } else if (state && depositReturnTexts[state]) {
    title = depositSuccessTexts.notPaidTitle;
    text = depositReturnTexts[state] ?? text;
  }
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>{title}</h1>
      <p role="status">{text}</p>
      <PlayableBalanceBar />
      {paid && returnTo && (
        <div>
          <ButtonLink href={returnTo}>{depositSuccessTexts.back}</ButtonLink>
        </div>
      )}
      {!paid && (
        <div>
          <ButtonLink href={againPath(returnTo)} variant="secondary">
            {depositSuccessTexts.again}
          </ButtonLink>
        </div>
      )}
    </Box>
  );
}
