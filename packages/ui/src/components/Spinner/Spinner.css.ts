import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '50%': { opacity: 0.4 } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.brand,
});

export const ring = recipe({
  base: {
    display: 'block',
    borderRadius: vars.radius.full,
    border: '3px solid currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.9s linear infinite`,
    '@media': {
      // No spinning for people who ask for less motion: a slow fade still shows that work is going on.
      '(prefers-reduced-motion: reduce)': {
        borderRightColor: 'currentColor',
        animation: `${pulse} 2s ease-in-out infinite`,
      },
    },
  },
  variants: {
    size: {
      small: { width: '20px', height: '20px', borderWidth: '2px' },
      standard: { width: '32px', height: '32px' },
      large: { width: '48px', height: '48px', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'standard' },
});
