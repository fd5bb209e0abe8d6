import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';

export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/** A component rendering an anchor for `href`: react-router's adapter in the app, a plain <a> by default. */
export type LinkComponent = ComponentType<LinkComponentProps & { ref?: React.Ref<HTMLAnchorElement> }>;

const DefaultLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function DefaultLink(props, ref) {
  // The anchor's content arrives in props.children.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a ref={ref} {...props} />;
});

const LinkComponentContext = createContext<LinkComponent>(DefaultLink);

export interface LinkComponentProviderProps {
  linkComponent: LinkComponent;
  children: React.ReactNode;
}

/** Injects the router's link component so @arpa/ui stays router-free (Braid's linkComponent pattern). */
export function LinkComponentProvider({ linkComponent, children }: LinkComponentProviderProps) {
  return <LinkComponentContext.Provider value={linkComponent}>{children}</LinkComponentContext.Provider>;
}

export function useLinkComponent(override?: LinkComponent): LinkComponent {
  const fromContext = useContext(LinkComponentContext);
  return override ?? fromContext;
}
