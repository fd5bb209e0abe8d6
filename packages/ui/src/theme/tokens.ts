import { designTokens } from '@arpa/contract/design-tokens';

/** Typed design tokens. Every style reads them through the theme contract (`vars`). */
export const breakpoints = {
  /** SPEC §9: responsive breakpoint. */
  tablet: 700,
  /** SPEC §9: mobile breakpoint used elsewhere. */
  desktop: 800,
  /** SPEC §9: the main navigation is hidden below this width. */
  wide: 1210,
} as const;

// The values are plain data in @arpa/contract, shared with the identity provider's pages.
export const tokens = designTokens;

export type Tokens = typeof tokens;
