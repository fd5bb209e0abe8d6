import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints';
import { vars } from '../../theme/vars.css';

export const root = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontWeight: vars.fontWeight.medium,
});

export const legendHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
});

export const grid = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))' } },
});

export const tile = style({ position: 'relative', display: 'flex', cursor: 'pointer' });

/** The native radio stays in the page (keyboard, forms) but is drawn by the tile. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

const indicatorSize = '16px';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  width: '100%',
  minHeight: '56px',
  padding: vars.space.medium,
  // Room for the radio dot in the top corner on both sides, so a long centred name (a bank) never runs
  // under it, even on a phone-wide tile.
  paddingInline: `calc(${vars.space.small} * 2 + ${indicatorSize})`,
  border: `2px solid ${vars.color.borderSoft}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    [`${tile}:hover &`]: { borderColor: vars.color.brand },
    [`${input}:checked + &`]: {
      borderColor: vars.color.brand,
      backgroundColor: vars.color.brandSoft,
      boxShadow: `inset 0 0 0 2px ${vars.color.brand}`,
    },
    [`${input}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${input}:disabled + &`]: { opacity: 0.55 },
    [`${root}[data-invalid="true"] &`]: { borderColor: vars.color.critical },
  },
});

/** A radio dot, so the choice does not rely on colour alone. */
export const indicator = style({
  position: 'absolute',
  top: vars.space.small,
  insetInlineEnd: vars.space.small,
  width: indicatorSize,
  height: indicatorSize,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  selectors: {
    [`${input}:checked + ${content} &`]: {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 3px ${vars.color.surface}`,
      backgroundColor: vars.color.brand,
    },
  },
});

export const image = style({
  width: '100%',
  maxWidth: '8rem',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'contain',
});

export const description = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});
