import { createElement, type AllHTMLAttributes, type ElementType, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from './sprinkles.css';

export interface BoxProps extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, Sprinkles {
  as?: ElementType;
  children?: ReactNode;
}

/** Layout primitive: responsive spacing and flex atoms from the theme, nothing else. */
export function Box({ as = 'div', className, ...rest }: BoxProps) {
  const atomProps: Record<string, unknown> = {};
  const nativeProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atomProps[key] = value;
    else nativeProps[key] = value;
  }
  const atoms = sprinkles(atomProps as Sprinkles);
  return createElement(as, {
    ...nativeProps,
    className: [atoms, className].filter(Boolean).join(' ') || undefined,
  });
}
