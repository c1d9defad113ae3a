import { lazy, Suspense, useEffect, useState } from 'react';
import { toastStore } from './toaster';

// Zag's toast machines are not needed to paint a page or answer its first tap: the toaster's chunk loads
// once the page is idle after hydration, or at the first toast if that comes sooner (issue 22:
// first-load JS). Toasts created before it mounts show as it does (the group reads the store's).
const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

/** Time the browser has to spare once hydrated (a plain timeout where requestIdleCallback is missing). */
function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1500);
  return () => clearTimeout(handle);
}

/** The shop's <Toaster />, mounted after hydration (the server and the hydrating browser draw none). */
export function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    const unsubscribe = toastStore.subscribe(mount);
    const cancel = whenIdle(mount);
    return () => {
      unsubscribe();
      cancel();
    };
  }, [mounted]);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
