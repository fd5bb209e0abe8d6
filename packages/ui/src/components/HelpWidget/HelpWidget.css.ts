import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ position: 'relative', display: 'inline-block' });

export const panel = style({
  position: 'absolute',
  bottom: `calc(100% + ${vars.space.small})`,
  right: 0,
  zIndex: 10,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: 'max-content',
  maxWidth: `min(320px, calc(100vw - 2 * ${vars.space.medium}))`,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const title = style({ fontSize: vars.fontSize.standard, fontWeight: vars.fontWeight.strong });

export const contactList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const contactLink = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radius.small,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
