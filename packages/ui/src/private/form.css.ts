import { style } from '@vanilla-extract/css';
import { media } from '../css/breakpoints';
import { vars } from '../theme/vars.css';

/** Layout shared by the forms of the package: a column of fields with the actions at the bottom. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: '40rem',
});

export const title = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xlarge } },
});

export const text = style({ color: vars.color.text });

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/** Two fields side by side from the tablet breakpoint up. */
export const row = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
