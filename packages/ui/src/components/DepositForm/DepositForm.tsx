import { clampDepositEuros, DEPOSIT_PRESETS_EUR, type BankId } from '@arpa/contract';
import { useState, type FormEvent } from 'react';
import * as formStyles from '../../private/form.css';
import { BankPicker } from '../BankPicker/BankPicker';
import { Button } from '../Button/Button';
import { RadioTiles } from '../RadioTiles/RadioTiles';
import { TextField } from '../TextField/TextField';
import * as styles from './DepositForm.css';
import { depositAmountMessages, formatEuroInput } from './depositAmount';

/** The body of POST /api/v2/accounts/deposit without the app's subject and name. */
export interface DepositValues {
  /** Integer cents. */
  value: number;
  payment_method: BankId;
}

export const depositFormTexts = {
  ...depositAmountMessages,
  presetsLegend: 'Summa',
  amountLabel: 'Muu summa (€)',
  amountHint: '10–100 €',
  methodLegend: 'Maksutapa',
  /** Default of the catalogue text missing_payment_value. */
  missingValue: 'Valitse summa',
  /** Default of the catalogue text missing_payment_method. */
  missingMethod: 'Valitse maksutapa',
  submit: 'Siirry maksamaan',
};
export type DepositFormTexts = typeof depositFormTexts;

export interface DepositFormProps {
  /** Submits the amount in cents and the chosen bank. */
  onSubmit: (values: DepositValues) => void;
  /** Initial amount in euros, e.g. the contract's `depositEurosFromQuery(purchase_amount)`. */
  defaultAmount?: number;
  defaultPaymentMethod?: BankId;
  /** Disables the button while the payment is being created. */
  submitting?: boolean;
  /** Texts, including the catalogue's missing_payment_value and missing_payment_method. */
  texts?: Partial<DepositFormTexts>;
}

/**
 * The add-balance form (SPEC §2, §5): presets of 10, 20, 50 and 100 € as a radio group, a free
 * amount in euros and the bank. Leaving the amount or submitting checks it: invalid input resets
 * to 10 ("Virheellinen syöte"), below 10 to 10 ("Pienin summa on 10 €") and above 100 to 100
 * ("Suurin summa on 100 €"). A missing amount or bank shows the catalogue's message.
 */
export function DepositForm({
  onSubmit,
  defaultAmount,
  defaultPaymentMethod,
  submitting = false,
  texts: overrides,
}: DepositFormProps) {
  const t = { ...depositFormTexts, ...overrides };
  const [amount, setAmount] = useState(defaultAmount === undefined ? '' : formatEuroInput(defaultAmount));
  const [amountMessage, setAmountMessage] = useState<string>();
  const [method, setMethod] = useState<BankId | null>(defaultPaymentMethod ?? null);
  const [methodMessage, setMethodMessage] = useState<string>();
  const preset = DEPOSIT_PRESETS_EUR.find((eur) => amount.trim() === String(eur));

  /** Applies the clamping rules; returns the euros when the typed amount stands as it is. */
  function settleAmount(): number | undefined {
    if (amount.trim() === '') {
      setAmountMessage(t.missingValue);
      return undefined;
    }
    const { euros, problem } = clampDepositEuros(amount);
    setAmountMessage(problem && t[problem]);
    if (problem) {
      setAmount(formatEuroInput(euros));
      return undefined;
    }
    return euros;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const euros = settleAmount();
    setMethodMessage(method ? undefined : t.missingMethod);
    if (euros === undefined || !method) return;
    onSubmit({ value: Math.round(euros * 100), payment_method: method });
  }

  return (
    <form className={formStyles.form} noValidate onSubmit={handleSubmit}>
      <div className={formStyles.fields}>
        <RadioTiles
          legend={t.presetsLegend}
          name="preset"
          options={DEPOSIT_PRESETS_EUR.map((eur) => ({ id: String(eur), label: `${eur} €` }))}
          value={preset === undefined ? null : String(preset)}
          onValueChange={(id) => {
            setAmount(id);
            setAmountMessage(undefined);
          }}
        />
        <TextField
          className={styles.amountField}
          label={t.amountLabel}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          hint={t.amountHint}
          value={amount}
          onValueChange={setAmount}
          onBlur={() => {
            if (amount.trim() !== '') settleAmount();
          }}
          error={amountMessage}
        />
        <BankPicker
          legend={t.methodLegend}
          value={method}
          onValueChange={(bank) => {
            setMethod(bank);
            setMethodMessage(undefined);
          }}
          error={methodMessage}
        />
      </div>
      <div className={formStyles.actions}>
        <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}
