import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const heading = style({ fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.strong });

export const totals = style({
  display: 'grid',
  gap: vars.space.small,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const total = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const amount = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const seriesList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const series = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const seriesName = style({ fontWeight: vars.fontWeight.medium });

export const seriesDetails = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
});

export const detailValue = style({ margin: 0 });
