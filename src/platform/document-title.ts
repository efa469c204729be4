import { useEffect } from 'react';

/** Each screen names the page after its descriptor's title (the native shell shows it in its bar). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
