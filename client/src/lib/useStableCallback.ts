import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A function that stays the same across renders and calls the latest `callback`: for the props of a
 * region kept as the server's HTML (ui/LazyRegion.tsx), where a new function each render would be a
 * change of props and draw the region anew. Call it from events, not while rendering.
 */
export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  // Before any layout effect or event of this commit can call it.
  useInsertionEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
