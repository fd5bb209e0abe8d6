import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const link = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { color: vars.color.brandStrong, textDecorationThickness: '2px' },
  },
});

export const inverse = style({
  color: vars.color.textInverse,
  selectors: { '&:hover': { color: vars.color.textInverse } },
});
