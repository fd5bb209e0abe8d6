import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const caption = style({
  textAlign: 'start',
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  paddingBlockEnd: vars.space.small,
});

export const cell = style({
  padding: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.borderSoft}`,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const rowHeader = style([
  cell,
  { textAlign: 'start', fontWeight: vars.fontWeight.medium, whiteSpace: 'normal' },
]);

export const net = style({ fontWeight: vars.fontWeight.strong });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
