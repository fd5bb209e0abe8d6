import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.small,
  borderBottom: `1px solid ${vars.color.borderSoft}`,
});

export const product = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({ fontWeight: vars.fontWeight.strong });

export const details = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  marginLeft: 'auto',
});

export const stepper = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

/** Square, finger-sized step buttons; a refused step looks disabled but keeps its focus. */
export const stepButton = style({
  minWidth: '44px',
  minHeight: '44px',
  fontSize: vars.fontSize.large,
  selectors: { '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const quantity = style({
  minWidth: '2ch',
  textAlign: 'center',
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const price = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  fontVariantNumeric: 'tabular-nums',
});
