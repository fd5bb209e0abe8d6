import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'grid' });

/** As a list (`ul`/`ol`) the grid carries no bullets or indentation of its own. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const space = styleVariants(vars.space, (gap) => ({ gap }));

const counts = { 1: 1, 2: 2, 3: 3, 4: 4 } as const;
const template = (n: number) => ({ gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` });

// Mobile first: one static class per breakpoint and column count. A breakpoint without a class keeps the
// columns of the one below it.
export const mobile = styleVariants(counts, (n) => template(n));
export const tablet = styleVariants(counts, (n) => ({ '@media': { [media.tablet]: template(n) } }));
export const desktop = styleVariants(counts, (n) => ({ '@media': { [media.desktop]: template(n) } }));
export const wide = styleVariants(counts, (n) => ({ '@media': { [media.wide]: template(n) } }));
