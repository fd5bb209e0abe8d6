import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints';
import { vars } from '../../theme/vars.css';

/** Wide enough for every label side by side; narrower, only the active step's label shows. */
const roomForAllLabels = '(min-width: 520px)';

export const list = style({
  display: 'flex',
  gap: vars.space.small,
  counterReset: 'step',
  containerType: 'inline-size',
});

export const step = style({
  display: 'flex',
  flex: '0 0 auto',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  textAlign: 'center',
  selectors: {
    '&[data-state="active"]': {
      flex: '1 1 auto',
      color: vars.color.text,
      fontWeight: vars.fontWeight.strong,
    },
    '&[data-state="done"]': { color: vars.color.brand },
  },
  '@media': { [media.tablet]: { fontSize: vars.fontSize.standard } },
  '@container': {
    [roomForAllLabels]: { flex: '1 1 0', selectors: { '&[data-state="active"]': { flex: '1 1 0' } } },
  },
});

/**
 * A step's name. In a narrow stepper (a phone) the names of the other steps would run into each other
 * ("YhteystiedotYhteenveto"), so only the active step's name is shown; the others stay for screen readers.
 */
export const label = style({
  overflowWrap: 'break-word',
  maxWidth: '100%',
  selectors: {
    [`${step}:not([data-state="active"]) &`]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
  '@container': {
    [roomForAllLabels]: {
      selectors: {
        [`${step}:not([data-state="active"]) &`]: {
          position: 'static',
          width: 'auto',
          height: 'auto',
          margin: 0,
          overflow: 'visible',
          clip: 'auto',
          whiteSpace: 'normal',
        },
      },
    },
  },
});

export const marker = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.strong,
  selectors: {
    [`${step}[data-state="active"] &`]: {
      borderColor: vars.color.brand,
      backgroundColor: vars.color.brand,
      color: vars.color.textInverse,
    },
    [`${step}[data-state="done"] &`]: {
      borderColor: vars.color.brand,
      backgroundColor: vars.color.brandSoft,
      color: vars.color.brand,
    },
  },
});
