/**
 * Paint first, then hydrate (issue 22). A server-rendered page carries everything a shopper reads; its
 * scripts only make it interactive. Were they fetched and run as soon as the HTML names them, a phone
 * would share its bandwidth between them and the page's picture, and spend a second of CPU evaluating
 * and hydrating before the browser paints the page or its picture. So:
 * - the page's first script (boot.ts) fetches the shop only once the browser has painted the page's
 *   content (`afterFirstPaint`);
 * - the shop (main.tsx) hydrates once the pictures the page fetches first (`fetchpriority="high"`: the
 *   home hero, the product's main photo, a listing's first row) have loaded, or after PICTURE_WAIT_MS at
 *   most (`afterMainPictures`).
 * Taps made before hydration are kept and replayed (earlyTaps.ts).
 */

/** The longest a page waits for its main pictures before it hydrates anyway. */
export const PICTURE_WAIT_MS = 2500;

function once(start: () => void): () => void {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    start();
  };
}

/** The longest a page waits to hear of its first paint (a browser that paints without saying so). */
export const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Runs `start` once the browser has painted the page's content (its `first-contentful-paint` entry),
 * at once in a hidden tab (which paints nothing) or when the server sent no content to paint.
 */
export function afterFirstPaint(start: () => void, doc: Document = document, win: Window & typeof globalThis = window): void {
  if (doc.visibilityState === 'hidden' || !doc.getElementById('root')?.firstElementChild) {
    start();
    return;
  }
  const go = once(start);
  // A page hidden before it painted paints nothing: the visibility change starts it.
  doc.addEventListener('visibilitychange', go, { once: true });
  win.setTimeout(go, FIRST_PAINT_WAIT_MS);
  const Observer = win.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    // The entry comes once the paint has been presented: a frame callback may run before that.
    const observer = new Observer((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      win.setTimeout(go, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    // A frame's callback runs before that frame is painted; a task queued from it runs after.
    win.requestAnimationFrame(() => win.setTimeout(go, 0));
  }
}

/** Runs `start` once the page's main pictures have loaded (or failed), or after PICTURE_WAIT_MS. */
export function afterMainPictures(start: () => void, doc: Document = document, win: Window = window): void {
  const go = once(start);
  const pending = Array.from(doc.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]')).filter(
    (picture) => !picture.complete,
  );
  if (pending.length === 0) {
    go();
    return;
  }
  let left = pending.length;
  const settled = () => {
    left -= 1;
    if (left === 0) go();
  };
  for (const picture of pending) {
    picture.addEventListener('load', settled, { once: true });
    picture.addEventListener('error', settled, { once: true });
  }
  win.setTimeout(go, PICTURE_WAIT_MS);
}
