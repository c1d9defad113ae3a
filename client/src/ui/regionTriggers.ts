/**
 * When a region the server rendered, kept as its HTML while the page hydrated (ui/LazyRegion.tsx),
 * needs its code (issue 22): near the viewport, at a first pointer or focus inside it, or once the
 * page has hydrated and the browser has time to spare. Clicks in it before it hydrates wait for it
 * and are clicked again once it has, as a shopper made them: a footer link then navigates within the
 * shop, an accordion opens.
 */

/** Listened on the document, before React's root: React stops the events it cannot hand to a region not yet hydrated. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
/** Loads what is near: a screen ahead, so a scrolling shopper meets it hydrated. */
const NEAR_VIEWPORT = '100% 0px';
/** The page's idle time once hydrated; at the latest this long after. */
const IDLE_TIMEOUT_MS = 3000;

/** Resolves once the page has hydrated (ssr/AfterHydration.tsx marks `data-hydrated`). */
function whenPageHydrated(run: () => void): () => void {
  const root = document.documentElement;
  if (root.dataset.hydrated) {
    run();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (!root.dataset.hydrated) return;
    observer.disconnect();
    run();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  return () => observer.disconnect();
}

/** Time the browser has to spare (a plain timeout where requestIdleCallback is missing). */
function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
}

export interface RegionTriggerOptions {
  /** Also once the page is idle after hydrating (default); false: only when near or touched. */
  idle?: boolean;
}

/**
 * Calls `load` once, at the first of the region's triggers; returns the cancel of those not fired.
 * `region` is the element around the server's HTML (its children are observed: it draws no box).
 */
export function whenRegionNeeded(region: HTMLElement, load: () => void, { idle = true }: RegionTriggerOptions = {}): () => void {
  const cancels: (() => void)[] = [];
  let fired = false;
  const cancel = () => {
    for (const stop of cancels.splice(0)) stop();
  };
  const fire = () => {
    if (fired) return;
    fired = true;
    cancel();
    load();
  };
  const onInteraction = (event: Event) => {
    if (event.target instanceof Node && region.contains(event.target)) fire();
  };
  for (const type of INTERACTIONS) {
    document.addEventListener(type, onInteraction, { capture: true, passive: true });
    cancels.push(() => document.removeEventListener(type, onInteraction, { capture: true }));
  }
  if ('IntersectionObserver' in window) {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire(), {
      rootMargin: NEAR_VIEWPORT,
    });
    for (const child of Array.from(region.children)) observer.observe(child);
    cancels.push(() => observer.disconnect());
  }
  if (idle) {
    let stopIdle: () => void = () => undefined;
    const stopWaiting = whenPageHydrated(() => {
      stopIdle = whenIdle(fire);
    });
    cancels.push(() => {
      stopWaiting();
      stopIdle();
    });
  }
  return () => {
    fired = true;
    cancel();
  };
}

/**
 * Holds the clicks made in `region` until `hydrated` resolves, then clicks the same elements again
 * (React handles them now); if the region's code never comes (`hydrated` rejects), the browser does
 * what it would have done (a link loads its page). Clicks with a modifier key (a new tab) pass.
 */
export function holdClicksUntil(region: HTMLElement, hydrated: Promise<void>): () => void {
  const held: HTMLElement[] = [];
  let holding = true;
  const onClick = (event: MouseEvent) => {
    if (!holding || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!(event.target instanceof HTMLElement) || !region.contains(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.length === 0 || held[held.length - 1] !== event.target) held.push(event.target);
  };
  const release = () => {
    if (!holding) return;
    holding = false;
    document.removeEventListener('click', onClick, { capture: true });
    for (const element of held.splice(0)) if (element.isConnected) element.click();
  };
  document.addEventListener('click', onClick, { capture: true });
  // One task later: React commits the hydrated region before the held clicks reach it.
  hydrated.then(
    () => setTimeout(release, 0),
    () => release(),
  );
  return () => {
    holding = false;
    held.length = 0;
    document.removeEventListener('click', onClick, { capture: true });
  };
}
