import type { ReactNode } from 'react';
import type { vars } from '../../theme/vars.css';
import * as styles from './Stack.css';

export type StackSpace = keyof typeof vars.space;

export interface StackProps {
  /** The gap between the children, a step of the theme's space scale. */
  space: StackSpace;
  /** The element rendered. With `ul`/`ol` give `li` elements as children. */
  as?: 'div' | 'section' | 'ul' | 'ol';
  className?: string;
  children?: ReactNode;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** Lays its children out vertically, `space` apart. Static classes only: no runtime styling. */
export function Stack({ space, as: Component = 'div', className, children, ...rest }: StackProps) {
  const isList = Component === 'ul' || Component === 'ol';
  const classes = [styles.root, styles.space[space], isList && styles.list, className]
    .filter(Boolean)
    .join(' ');
  return (
    <Component {...rest} className={classes}>
      {children}
    </Component>
  );
}
