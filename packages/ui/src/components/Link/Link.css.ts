import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const link = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { color: vars.color.brandStrong, textDecorationThickness: '2px' },
    // The current page of a menu (the account side menu): bold and without the link underline, so it
    // reads as "you are here", not only to screen readers.
    '&[aria-current="page"]': { fontWeight: 700, textDecoration: 'none', color: vars.color.text },
  },
});

export const inverse = style({
  color: vars.color.textInverse,
  selectors: { '&:hover': { color: vars.color.textInverse } },
});
