import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints';
import { vars } from '../../theme/vars.css';

export const list = style({
  display: 'flex',
  gap: vars.space.small,
  counterReset: 'step',
});

export const step = style({
  display: 'flex',
  flex: '1 1 0',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  textAlign: 'center',
  selectors: {
    '&[data-state="active"]': { color: vars.color.text, fontWeight: vars.fontWeight.strong },
    '&[data-state="done"]': { color: vars.color.brand },
  },
  '@media': { [media.tablet]: { fontSize: vars.fontSize.standard } },
});

export const marker = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.strong,
  selectors: {
    [`${step}[data-state="active"] &`]: {
      borderColor: vars.color.brand,
      backgroundColor: vars.color.brand,
      color: vars.color.textInverse,
    },
    [`${step}[data-state="done"] &`]: {
      borderColor: vars.color.brand,
      backgroundColor: vars.color.brandSoft,
      color: vars.color.brand,
    },
  },
});
