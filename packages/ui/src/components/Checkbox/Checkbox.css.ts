import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small });

export const input = style({
  flexShrink: 0,
  width: '22px',
  height: '22px',
  margin: '1px 0 0',
  accentColor: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.critical}`, outlineOffset: '1px' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const label = style({ cursor: 'pointer', lineHeight: vars.lineHeight.standard });

export const messages = style({ paddingInlineStart: `calc(22px + ${vars.space.small})` });
