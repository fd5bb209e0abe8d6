import type { ReactNode } from 'react';
import * as styles from './PageShell.css';
import { PAGE_CONTENT_END_ID } from './content-end';

export { PAGE_CONTENT_END_ID };

export interface PageShellProps {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}

/** The page frame: a skip link to the content, the header, the main landmark and the footer. */
export function PageShell({ header, footer, children }: PageShellProps) {
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#sisalto">
        Siirry sisältöön
      </a>
      {header}
      <main id="sisalto" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <div id={PAGE_CONTENT_END_ID} hidden />
      {footer}
    </div>
  );
}
