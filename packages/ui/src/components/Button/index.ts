export { Button, ButtonLink, buttonSizes, buttonVariants } from './Button';
export type { ButtonLinkProps, ButtonProps, ButtonSize, ButtonVariant } from './Button';
