import type { ReactNode } from 'react';
import type { vars } from '../../theme/vars.css';
import * as styles from './Tiles.css';

export type TilesSpace = keyof typeof vars.space;
export type TilesColumnCount = 1 | 2 | 3 | 4;
/** A column count, or one per breakpoint (mobile first: a breakpoint left out keeps the one below). */
export type TilesColumns =
  | TilesColumnCount
  | {
      mobile?: TilesColumnCount;
      tablet?: TilesColumnCount;
      desktop?: TilesColumnCount;
      wide?: TilesColumnCount;
    };

export interface TilesProps {
  /** The gap between the tiles, both ways, a step of the theme's space scale. */
  space: TilesSpace;
  /** Columns of equal width. Defaults to 1. */
  columns?: TilesColumns;
  /** The element rendered. With `ul`/`ol` give `li` elements as children. */
  as?: 'div' | 'ul' | 'ol';
  className?: string;
  children?: ReactNode;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

function columnClasses(columns: TilesColumns) {
  if (typeof columns === 'number') return [styles.mobile[columns]];
  const { mobile = 1, tablet, desktop, wide } = columns;
  return [
    styles.mobile[mobile],
    tablet && styles.tablet[tablet],
    desktop && styles.desktop[desktop],
    wide && styles.wide[wide],
  ];
}

/** A grid of equal-width tiles, responsive by breakpoint. Static classes only: no runtime styling. */
export function Tiles({
  space,
  columns = 1,
  as: Component = 'div',
  className,
  children,
  ...rest
}: TilesProps) {
  const isList = Component === 'ul' || Component === 'ol';
  const classes = [
    styles.root,
    styles.space[space],
    ...columnClasses(columns),
    isList && styles.list,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Component {...rest} className={classes}>
      {children}
    </Component>
  );
}
