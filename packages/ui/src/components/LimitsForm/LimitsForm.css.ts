import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints';
import { vars } from '../../theme/vars.css';

export const note = style({
  padding: vars.space.medium,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  backgroundColor: vars.color.brandSoft,
});

export const rows = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const status = style({ display: 'block' });

export const pending = style({
  display: 'block',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});
