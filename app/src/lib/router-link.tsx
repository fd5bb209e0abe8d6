import type { LinkComponent } from '@arpa/ui';
import { forwardRef } from 'react';
import { Link as RouterLink } from 'react-router';

/** react-router's Link for @arpa/ui: internal paths navigate in the app, absolute URLs are plain anchors. */
export const AppLink: LinkComponent = forwardRef<
  HTMLAnchorElement,
  React.ComponentProps<'a'> & { href: string }
>(function AppLink({ href, ...rest }, ref) {
  // External addresses (sister sites) are plain anchors; their content arrives in rest.children.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  if (/^[a-z]+:/i.test(href)) return <a ref={ref} href={href} {...rest} />;
  return <RouterLink ref={ref} to={href} {...rest} />;
});
