import { createElement, type ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

export interface VisuallyHiddenProps {
  as?: 'span' | 'h1' | 'h2' | 'div' | 'p';
  children: ReactNode;
}

/** Content for screen readers only, such as a page heading that the design shows as an image. */
export function VisuallyHidden({ as = 'span', children }: VisuallyHiddenProps) {
  return createElement(as, { className: visuallyHidden }, children);
}
