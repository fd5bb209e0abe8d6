import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints';
import { vars } from '../../theme/vars.css';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': { [media.tablet]: { padding: vars.space.xlarge } },
});

export const title = style({
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.small,
  '@media': {
    [media.tablet]: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center' },
  },
});

export const primary = style({ '@media': { [media.tablet]: { marginLeft: 'auto' } } });
