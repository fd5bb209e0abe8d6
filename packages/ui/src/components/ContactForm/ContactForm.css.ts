import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints';
import { vars } from '../../theme/vars.css';

/** Postal code beside the city from the tablet breakpoint up. */
export const postalRow = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: '10rem 1fr' } },
});

export const consents = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const consentsLegend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontWeight: vars.fontWeight.medium,
});
