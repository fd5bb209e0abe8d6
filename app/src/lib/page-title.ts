import { useEffect } from 'react';

/** Sets the document title, so every route is announced by its own name. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title.includes('Arpa') ? title : `${title} – Arpa`;
  }, [title]);
}
