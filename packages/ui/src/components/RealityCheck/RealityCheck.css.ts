import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({ margin: 0, display: 'grid', gap: vars.space.xsmall });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  borderBlockEnd: `1px solid ${vars.color.borderSoft}`,
});

/** The net result closes the list and stands out a little, without colour: it is information, not praise. */
export const netRow = style([row, { fontWeight: vars.fontWeight.strong, borderBlockEnd: 'none' }]);

export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
