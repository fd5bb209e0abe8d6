import { useControllableState } from '@radix-ui/react-use-controllable-state';
import * as Tabs from '@radix-ui/react-tabs';
import { useId, type ReactNode } from 'react';
import * as styles from './CategoryTabs.css';

/** One tab: a shop category's id and its Finnish name as the screen shows it. */
export interface CategoryTab {
  id: string;
  name: string;
}

export interface CategoryTabsProps {
  categories: CategoryTab[];
  /** Id of the chosen category (controlled). */
  value?: string;
  /** Initially chosen category (uncontrolled); the first one by default. */
  defaultValue?: string;
  onValueChange?: (categoryId: string) => void;
  /** The chosen category's content, normally the product list. */
  children?: ReactNode;
  /** Accessible name of the tab list and the label of the dropdown. */
  label?: string;
}

/**
 * The prize shop's categories (SPEC §2): Radix tabs from 800 px up (arrow keys move between tabs) and a
 * native dropdown below 800 px. Both are rendered and one is hidden by a media query; they share the
 * chosen category, whose content shows in the tab panel.
 */
export function CategoryTabs({
  categories,
  value,
  defaultValue,
  onValueChange,
  children,
  label = 'Tuoteryhmä',
}: CategoryTabsProps) {
  const id = useId();
  const [current, choose] = useControllableState({
    prop: value,
    defaultProp: defaultValue ?? categories[0]?.id ?? '',
    onChange: onValueChange,
    caller: 'CategoryTabs',
  });
  return (
    <Tabs.Root className={styles.root} value={current} onValueChange={choose}>
      <div className={styles.selectField}>
        <label className={styles.selectLabel} htmlFor={`${id}-select`}>
          {label}
        </label>
        <select
          id={`${id}-select`}
          className={styles.select}
          value={current}
          onChange={(e) => choose(e.target.value)}
        >
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <Tabs.List className={styles.list} aria-label={label}>
        {categories.map((c) => (
          <Tabs.Trigger key={c.id} value={c.id} className={styles.tab}>
            {c.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {categories.map((c) => (
        <Tabs.Content key={c.id} value={c.id} className={styles.panel}>
          {c.id === current ? children : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
