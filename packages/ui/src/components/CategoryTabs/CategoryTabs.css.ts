import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

// SPEC §2: tabs from 800 px up, a dropdown below.
export const list = style({
  display: 'none',
  '@media': {
    [media.desktop]: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: vars.space.xsmall,
      borderBottom: `2px solid ${vars.color.borderSoft}`,
    },
  },
});

export const tab = style({
  minHeight: '44px',
  padding: `0 ${vars.space.medium}`,
  marginBottom: '-2px',
  border: 0,
  borderBottom: '3px solid transparent',
  borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
  },
});

export const selectField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const selectLabel = style({ fontWeight: vars.fontWeight.medium });

export const select = style({
  minHeight: '44px',
  padding: `0 ${vars.space.small}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  selectors: { '&:focus-visible': { borderColor: vars.color.focus } },
});

export const panel = style({ selectors: { '&:focus-visible': { outlineOffset: '4px' } } });
