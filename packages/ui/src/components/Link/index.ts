export { Link, linkTones } from './Link';
export type { LinkProps, LinkTone } from './Link';
export { LinkComponentProvider, useLinkComponent } from './LinkComponentContext';
export type { LinkComponent, LinkComponentProps, LinkComponentProviderProps } from './LinkComponentContext';
