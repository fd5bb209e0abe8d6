import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Bank names read as wordmarks. */
export const tiles = style({
  fontSize: vars.fontSize.standard,
  letterSpacing: '0.01em',
});
