import { BANK_NAMES, BANKS, type BankId } from '@arpa/contract';
import type { ReactNode } from 'react';
import { RadioTiles } from '../RadioTiles/RadioTiles';
import * as styles from './BankPicker.css';

export interface BankPickerProps {
  /** Chosen bank (controlled); `null` for none. */
  value?: BankId | null;
  defaultValue?: BankId | null;
  onValueChange?: (bank: BankId) => void;
  legend?: ReactNode;
  /** Form field name of the chosen bank (the API's payment_method). */
  name?: string;
  /** Message shown under the banks, e.g. the missing_payment_method text. */
  error?: string;
  disabled?: boolean;
}

/**
 * The bank choice of a deposit: ten name tiles as one native radio group (arrow keys move and
 * choose). The chosen id is the deposit's `payment_method`.
 */
export function BankPicker({
  value,
  defaultValue = null,
  onValueChange,
  legend = 'Maksutapa',
  name = 'payment_method',
  error,
  disabled,
}: BankPickerProps) {
  return (
    <RadioTiles
      className={styles.tiles}
      options={BANKS.map((id) => ({ id, label: BANK_NAMES[id] }))}
      value={value}
      defaultValue={defaultValue}
      onValueChange={(id) => onValueChange?.(id as BankId)}
      legend={legend}
      name={name}
      error={error}
      disabled={disabled}
    />
  );
}
