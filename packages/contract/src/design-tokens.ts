/**
 * The design tokens as plain data: the one place a colour, spacing, radius or the font changes.
 * @arpa/ui builds its theme (vanilla-extract `vars`) from them, and the server's identity provider
 * pages write them into their own CSS, so the sign-in pages look like the site without the server
 * importing React or vanilla-extract (docs/decisions/0033-idp-design.md). No imports, no code: data only.
 */
export const designTokens = {
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
    body: '"Arpa Sans", "Arpa Sans Fallback", Inter, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
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

/**
 * The web font behind `font.body`: self-hosted Inter (SIL OFL 1.1), latin subset. The files live in
 * packages/ui/src/theme/fonts; the ui build bundles them and the identity provider serves the same files.
 */
export const fontFaces = {
  family: 'Arpa Sans',
  /**
   * Shown until Inter has loaded: a local Arial (or its metric twin Liberation Sans) scaled to Inter's
   * metrics, so the swap to Inter moves no line and no box (no layout shift, CLS 0).
   */
  fallback: {
    family: 'Arpa Sans Fallback',
    local: ['Arial', 'Liberation Sans', 'Helvetica'],
    ascentOverride: '90.49%',
    descentOverride: '22.56%',
    lineGapOverride: '0%',
    sizeAdjust: '107.06%',
  },
  faces: [
    { weight: 400, file: 'inter-latin-400-normal.woff2' },
    { weight: 600, file: 'inter-latin-600-normal.woff2' },
    { weight: 700, file: 'inter-latin-700-normal.woff2' },
  ],
} as const;
