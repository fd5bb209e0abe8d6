export { Header, cartCountText } from './Header';
export type { HeaderNavItem, HeaderProps, HeaderSession } from './Header';
