import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints';
import { vars } from '../../theme/vars.css';

const base = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  maxWidth: '40rem',
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  borderInlineStart: '6px solid',
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const box = styleVariants({
  required: [base, { borderInlineStartColor: vars.color.accent }],
  done: [base, { borderInlineStartColor: vars.color.success }],
});

export const text = style({ margin: 0 });
