import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints';
import { vars } from '../../theme/vars.css';

/** One quiet row above the game on wide screens; wraps on a phone. */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
  '@media': { [media.tablet]: { paddingInline: vars.space.medium } },
});

export const figures = style({ display: 'flex', gap: vars.space.large, margin: 0 });

export const figure = style({ display: 'flex', flexDirection: 'column' });

export const term = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const interval = style({ display: 'flex', flexDirection: 'column' });

export const select = style({
  font: 'inherit',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const actions = style({ marginInlineStart: 'auto' });
