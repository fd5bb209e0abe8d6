import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontWeight: vars.fontWeight.medium,
});

export const boxes = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flex: '1 1 0',
  minWidth: 0,
  maxWidth: '7em',
});

export const separator = style({ color: vars.color.textMuted, userSelect: 'none' });

export const box = style({
  width: '100%',
  minWidth: 0,
  minHeight: '48px',
  padding: `${vars.space.small} ${vars.space.small}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.large,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.12em',
  textAlign: 'center',
  textTransform: 'uppercase',
  selectors: {
    '&:focus-visible': { borderColor: vars.color.focus, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
  },
});
