import { breakpoints } from '../theme/tokens';

/** Media queries for the spec's breakpoints (SPEC §9), mobile first. */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
} as const;
