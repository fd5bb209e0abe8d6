import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  border: `1px solid ${vars.color.borderSoft}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  selectors: {
    '&[data-state="allPlayed"]': { background: vars.color.surfaceMuted },
  },
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
});
