/** Typed design tokens. Every style reads them through the theme contract (`vars`). */
export const breakpoints = {
  /** SPEC §9: responsive breakpoint. */
  tablet: 700,
  /** SPEC §9: mobile breakpoint used elsewhere. */
  desktop: 800,
  /** SPEC §9: the main navigation is hidden below this width. */
  wide: 1210,
} as const;

export const tokens = {
  color: {
    brand: '#00553e',
    brandStrong: '#003d2c',
    brandSoft: '#e3f1ec',
    accent: '#f5c400',
    text: '#1a1a1a',
    textMuted: '#4d4d4d',
    textInverse: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f4f5f2',
    border: '#767676',
    borderSoft: '#d9dbd5',
    focus: '#1a5fd0',
    success: '#146c2e',
    critical: '#b3261e',
    overlay: 'rgba(0, 0, 0, 0.5)',
  },
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '16px',
    large: '24px',
    xlarge: '32px',
    xxlarge: '48px',
  },
  radius: {
    small: '4px',
    medium: '8px',
    large: '16px',
    full: '9999px',
  },
  font: {
    body: '"Arpa Sans", Inter, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  },
  fontSize: {
    small: '14px',
    standard: '16px',
    large: '20px',
    xlarge: '28px',
    xxlarge: '36px',
  },
  fontWeight: {
    regular: '400',
    medium: '600',
    strong: '700',
  },
  lineHeight: {
    tight: '1.2',
    standard: '1.5',
  },
  shadow: {
    card: '0 1px 3px rgba(0, 0, 0, 0.16)',
    raised: '0 4px 16px rgba(0, 0, 0, 0.2)',
  },
  contentWidth: '1180px',
} as const;

export type Tokens = typeof tokens;
