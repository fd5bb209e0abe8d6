// The public API of @arpa/ui: named exports only. Consumers import '@arpa/ui/styles.css' once.
import './theme/global.css';

export { vars } from './theme/vars.css';
export { breakpoints, tokens } from './theme/tokens';
export type { Tokens } from './theme/tokens';
export { media } from './css/breakpoints';
export { Box } from './css/Box';
export type { BoxProps } from './css/Box';
export { formatMoney } from './format/formatMoney';
export { formatDate } from './format/formatDate';

export * from './components/Button';
export * from './components/Card';
export * from './components/Footer';
export * from './components/Header';
export * from './components/Link';
export * from './components/PageShell';
export * from './components/Slides';
export * from './components/TripleCodeInput';
export * from './components/VisuallyHidden';
