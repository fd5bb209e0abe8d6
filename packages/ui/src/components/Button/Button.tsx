import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { useLinkComponent, type LinkComponent } from '../Link/LinkComponentContext';
import { button } from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'accent', 'ghost'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['standard', 'small'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLookProps {}

/** An action. Defaults to `type="button"` so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, className, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
});

export interface ButtonLinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement>, ButtonLookProps {
  href: string;
  linkComponent?: LinkComponent;
}

/** Navigation that looks like a button ("Valitse", "Katso"): a link for assistive technology. */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant, size, fullWidth, className, linkComponent, ...rest },
  ref,
) {
  const Component = useLinkComponent(linkComponent);
  return (
    <Component
      ref={ref}
      className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
});
