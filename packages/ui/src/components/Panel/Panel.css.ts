import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints';
import { vars } from '../../theme/vars.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxWidth: '40rem',
  padding: vars.space.large,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
  '@media': { [media.tablet]: { padding: vars.space.xlarge } },
});

export const title = style({
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});
