import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.text,
});

export const balance = style({ fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.strong });
