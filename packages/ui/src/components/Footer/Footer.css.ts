import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints';
import { vars } from '../../theme/vars.css';

export const footer = style({
  marginTop: vars.space.xxlarge,
  backgroundColor: vars.color.brandStrong,
  color: vars.color.textInverse,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxWidth: vars.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  '@media': {
    [media.desktop]: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center' },
  },
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.small} ${vars.space.large}`,
});

export const link = style({
  color: vars.color.textInverse,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  borderRadius: vars.radius.small,
});

export const linkButton = style([
  link,
  {
    padding: 0,
    border: 0,
    backgroundColor: 'transparent',
    textDecoration: 'underline',
    cursor: 'pointer',
  },
]);

export const end = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });
