import type { ReactNode } from 'react';
import * as styles from './PageShell.css';

export interface PageShellProps {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}

/**
 * The id of an empty, hidden element right after the main landmark. A page's HTML names it in
 * `<link rel="expect" href="#…" blocking="render">`: the browser paints nothing until the header and the
 * main content have been parsed, so a page whose HTML arrives or is parsed in pieces (a slow network, a busy
 * phone) never shows half a line that then moves. The main landmark is at least a screen tall, so what
 * follows it (the footer) is below the first screen.
 */
export const PAGE_CONTENT_END_ID = 'sisalto-loppu';

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
