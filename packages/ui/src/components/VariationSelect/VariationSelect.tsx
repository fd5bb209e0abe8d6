import { useControllableState } from '@radix-ui/react-use-controllable-state';
import type { ProductVariation } from '@arpa/contract';
import { useId } from 'react';
import * as styles from './VariationSelect.css';

export interface VariationSelectProps {
  variations: ProductVariation[];
  /** Chosen variation id (controlled). */
  value?: ProductVariation['id'];
  /** Initially chosen variation id (uncontrolled); the first variation by default. */
  defaultValue?: ProductVariation['id'];
  onValueChange?: (id: ProductVariation['id']) => void;
  label?: string;
  /** Form field name (the cart's variation_id). */
  name?: string;
  disabled?: boolean;
}

/** The product detail's choice of variation (size, colour…): a native select labelled "Valitse vaihtoehto". */
export function VariationSelect({
  variations,
  value,
  defaultValue,
  onValueChange,
  label = 'Valitse vaihtoehto',
  name,
  disabled,
}: VariationSelectProps) {
  const id = useId();
  const [current, setCurrent] = useControllableState<ProductVariation['id'] | undefined>({
    prop: value,
    defaultProp: defaultValue ?? variations[0]?.id,
    onChange: (next) => {
      if (next !== undefined) onValueChange?.(next);
    },
    caller: 'VariationSelect',
  });
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        name={name}
        disabled={disabled}
        value={current === undefined ? '' : String(current)}
        onChange={(e) => {
          const chosen = variations.find((v) => String(v.id) === e.target.value);
          if (!chosen) return;
          setCurrent(chosen.id);
        }}
      >
        {variations.map((v) => (
          <option key={v.id} value={String(v.id)}>
            {v.name}
          </option>
        ))}
      </select>
    </div>
  );
}
