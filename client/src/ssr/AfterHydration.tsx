import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { restoreSavedState } from '@/apollo/savedState';
import { replayEarlyTaps } from './earlyTaps';

/**
 * Rendered with the page's content: once it has hydrated, what the browser saved (cart, language,
 * currency) replaces what the server could not know, queries go back to their own fetch policies, and
 * the page is marked `data-hydrated` (end-to-end tests wait for it before they type or click), and the
 * taps made before it hydrated are replayed (earlyTaps.ts).
 */
export function AfterHydration() {
  const client = useApolloClient();
  useEffect(() => {
    // Queries ask the network again as their fetch policy says (the page's answers served the hydration).
    client.prioritizeCacheValues = false;
    restoreSavedState();
    document.documentElement.dataset.hydrated = 'true';
    void replayEarlyTaps();
  }, [client]);
  return null;
}
