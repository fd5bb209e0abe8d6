import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const note = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.small,
});

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.5em',
  minHeight: '2.5em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  fontWeight: vars.fontWeight.strong,
});

export const badge = styleVariants({
  standard: [badgeBase, { color: vars.color.text }],
  inverse: [badgeBase, { color: vars.color.textInverse }],
});

export const tone = styleVariants({
  standard: { color: vars.color.text },
  inverse: { color: vars.color.textInverse },
});

export const link = style({ color: 'inherit', textDecoration: 'underline' });
