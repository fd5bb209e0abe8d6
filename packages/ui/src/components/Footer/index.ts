export { Footer, defaultFooterLinks } from './Footer';
export type { FooterLink, FooterProps } from './Footer';
