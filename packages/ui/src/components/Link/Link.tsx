import { forwardRef, type AnchorHTMLAttributes } from 'react';
import * as styles from './Link.css';
import { useLinkComponent, type LinkComponent } from './LinkComponentContext';

export const linkTones = ['standard', 'inverse'] as const;
export type LinkTone = (typeof linkTones)[number];

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  tone?: LinkTone;
  /** Overrides the link component from `LinkComponentProvider` for this link. */
  linkComponent?: LinkComponent;
}

/** A text link. Navigation goes through the injected link component (react-router in the app). */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { tone = 'standard', className, linkComponent, ...rest },
  ref,
) {
  const Component = useLinkComponent(linkComponent);
  const classes = [styles.link, tone === 'inverse' && styles.inverse, className].filter(Boolean).join(' ');
  return <Component ref={ref} className={classes} {...rest} />;
});
