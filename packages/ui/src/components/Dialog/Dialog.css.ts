import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} 150ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const content = style({
  position: 'fixed',
  zIndex: 51,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  width: `calc(100vw - 2 * ${vars.space.medium})`,
  maxWidth: '560px',
  maxHeight: `calc(100vh - 2 * ${vars.space.medium})`,
  overflowY: 'auto',
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  '@media': { [media.tablet]: { padding: vars.space.xlarge } },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const title = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({ color: vars.color.textMuted });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});
