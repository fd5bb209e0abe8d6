import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
});

const base = style({
  minWidth: '44px',
  minHeight: '44px',
  padding: `0 ${vars.space.small}`,
  border: `2px solid transparent`,
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand },
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const page = style([
  base,
  {
    selectors: {
      '&[aria-current="page"]': { backgroundColor: vars.color.brand, color: vars.color.textInverse },
    },
  },
]);

export const step = base;

export const gap = style({ minWidth: '24px', textAlign: 'center', color: vars.color.textMuted });
