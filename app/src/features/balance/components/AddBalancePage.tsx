import { amountFromQuery, Box, DepositForm, type DepositValues } from '@arpa/ui';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { DEPOSIT_SUBJECT, useStartDeposit } from '../api/start-deposit';
import { PlayableBalanceBar } from './PlayableBalanceBar';

export interface AddBalancePageProps {
  /** The strong-authentication box, shown first. */
  strongAuth: ReactNode;
  /** Only a strongly authenticated player gets the deposit form (SPEC §2, §6). */
  stronglyAuthenticated: boolean;
  /** The payer's name sent with the deposit. */
  payerName: string;
}

/** The deposit form's euros from `?amount=` (cents), as the game's "no balance" link gives it. */
function queryAmount(params: URLSearchParams): number | undefined {
  const amount = params.get('amount');
  return amount === null || amount.trim() === '' ? undefined : amountFromQuery(Number(amount));
}

/** /tili/lisaa-saldoa: strong authentication, the balance, and the deposit form to the bank. */
export function AddBalancePage({ strongAuth, stronglyAuthenticated, payerName }: AddBalancePageProps) {
  usePageTitle('Lisää saldoa');
  const [params] = useSearchParams();
  const startDeposit = useStartDeposit();
  const [submitting, setSubmitting] = useState(false);

  function deposit(values: DepositValues) {
    setSubmitting(true);
    startDeposit({ ...values, subject: DEPOSIT_SUBJECT, name: payerName }).catch(() => setSubmitting(false));
  }

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>Lisää saldoa</h1>
      {strongAuth}
      <PlayableBalanceBar />
      {stronglyAuthenticated && (
        <DepositForm defaultAmount={queryAmount(params)} onSubmit={deposit} submitting={submitting} />
      )}
    </Box>
  );
}
