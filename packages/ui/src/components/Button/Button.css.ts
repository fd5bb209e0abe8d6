import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    minHeight: '44px',
    paddingInline: vars.space.large,
    borderRadius: vars.radius.full,
    border: '2px solid transparent',
    fontWeight: vars.fontWeight.medium,
    fontSize: vars.fontSize.standard,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.textInverse,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.brandStrong } },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.brandSoft } },
      },
      accent: {
        backgroundColor: vars.color.accent,
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.text } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: 'inherit',
        borderColor: 'currentColor',
      },
    },
    size: {
      standard: {},
      small: { minHeight: '36px', paddingInline: vars.space.medium, fontSize: vars.fontSize.small },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'standard' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
