import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useId, type ReactNode } from 'react';
import { FieldMessage } from '../FieldMessage/FieldMessage';
import * as styles from './RadioTiles.css';

export interface RadioTileOption {
  id: string;
  label: string;
  /** Image address. The label names the tile, so the image is decorative. */
  image?: string;
  /** A second, smaller line under the label. */
  description?: string;
  disabled?: boolean;
}

export interface RadioTilesProps {
  options: readonly RadioTileOption[];
  /** Chosen option id (controlled); `null` for none. */
  value?: string | null;
  /** Initially chosen option id (uncontrolled). */
  defaultValue?: string | null;
  onValueChange?: (id: string) => void;
  /** Group label. */
  legend?: ReactNode;
  /** Keep the legend for screen readers only (when a heading above already says it). */
  hideLegend?: boolean;
  /** Form field name; generated when omitted. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** Validation message shown under the tiles, e.g. "Valitse summa". */
  error?: string;
  className?: string;
}

/**
 * A radio group drawn as tiles with an optional image (product options, deposit amounts, banks).
 * It is a native radio group: Tab enters it at the chosen tile, the arrow keys move and choose,
 * and the chosen id is submitted under `name`. The legend defaults to "Valitse:".
 */
export function RadioTiles({
  options,
  value,
  defaultValue = null,
  onValueChange,
  legend = 'Valitse:',
  hideLegend = false,
  name,
  required,
  disabled,
  error,
  className,
}: RadioTilesProps) {
  const generatedName = useId();
  const errorId = useId();
  const [selected, setSelected] = useControllableState<string | null>({
    prop: value,
    defaultProp: defaultValue,
    onChange: (next) => {
      if (next !== null) onValueChange?.(next);
    },
    caller: 'RadioTiles',
  });
  return (
    <fieldset
      className={[styles.root, className].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? true : undefined}
    >
      <legend className={hideLegend ? styles.legendHidden : styles.legend}>{legend}</legend>
      <div className={styles.grid}>
        {options.map((option) => (
          <label key={option.id} className={styles.tile}>
            <input
              type="radio"
              className={styles.input}
              name={name ?? generatedName}
              value={option.id}
              checked={selected === option.id}
              required={required}
              disabled={option.disabled}
              onChange={() => setSelected(option.id)}
            />
            <span className={styles.content}>
              <span className={styles.indicator} aria-hidden="true" />
              {option.image && (
                <img className={styles.image} src={option.image} alt="" width={128} height={128} />
              )}
              <span>{option.label}</span>
              {option.description && <span className={styles.description}>{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <FieldMessage id={errorId} tone="critical">
          {error}
        </FieldMessage>
      )}
    </fieldset>
  );
}
