import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const base = {
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
} as const;

export const message = styleVariants({
  neutral: { ...base, color: vars.color.textMuted },
  critical: { ...base, color: vars.color.critical, fontWeight: vars.fontWeight.medium },
  positive: { ...base, color: vars.color.success, fontWeight: vars.fontWeight.medium },
});
