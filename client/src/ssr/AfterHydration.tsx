import { useEffect } from 'react';
import { restoreSavedState } from '@/apollo/savedState';

/**
 * Rendered with the page's content: once it has hydrated, what the browser saved (cart, language,
 * currency) replaces what the server could not know, and the page is marked `data-hydrated` (end-to-end
 * tests wait for it before they type or click).
 */
export function AfterHydration() {
  useEffect(() => {
    restoreSavedState();
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
