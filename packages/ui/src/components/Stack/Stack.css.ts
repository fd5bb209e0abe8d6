import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column' });

/** As a list (`ul`/`ol`) the stack carries no bullets or indentation of its own. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** One static class per step of the space scale: no runtime picks the gap. */
export const space = styleVariants(vars.space, (gap) => ({ gap }));
