import { useEffect, useRef } from 'react';

/** How long a lazily loaded page may take to show its heading before focus goes to the main region. */
const waitForHeadingMs = 3000;

/**
 * After every route change (not the first page load), focus moves to the new page's main heading, so a
 * screen reader announces the page and the next Tab starts from its top, instead of focus being lost to
 * `<body>`. The heading gets `tabindex="-1"` (focusable by script, not a Tab stop). A page that is still
 * loading is waited for; without a heading, the main region (`#sisalto`) takes focus.
 */
export function useFocusOnNavigation(pathname: string): void {
  const firstLoad = useRef(true);
  const lastFocused = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const attempt = () => {
      if (cancelled) return;
      const heading = document.querySelector<HTMLElement>('main h1');
      // The previous page's heading may still be on screen while the next page loads.
      if (heading && heading !== lastFocused.current) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
        lastFocused.current = heading;
        return;
      }
      if (Date.now() - started < waitForHeadingMs) {
        timer = setTimeout(attempt, 50);
        return;
      }
      (heading ?? document.getElementById('sisalto'))?.focus();
    };
    attempt();
    return () => {
      cancelled = true;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [pathname]);
}
