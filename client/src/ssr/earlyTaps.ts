/**
 * Taps made before hydration, replayed once the page has hydrated (issue 22). The server's inline
 * script (server/src/ssr/earlyTaps.ts) queued each click on a `data-replay` control and marked it
 * `aria-busy`; here the queue is taken, its listener removed, and each tap is clicked again, in order,
 * on the same control (or, should hydration have replaced it, the one with the same key at the same
 * place), now that React handles it.
 */

interface EarlyTap {
  element: Element;
  key: string;
  index: number;
}

declare global {
  interface Window {
    /** Set by the server's inline script, taken once by replayEarlyTaps. */
    __earlyTaps?: { taps: EarlyTap[]; stop: () => EarlyTap[] };
  }
}

function controlOf(tap: EarlyTap): HTMLElement | null {
  const element = tap.element.isConnected
    ? tap.element
    : Array.from(document.querySelectorAll('[data-replay]')).filter((candidate) => candidate.getAttribute('data-replay') === tap.key)[
        tap.index
      ];
  return element instanceof HTMLElement ? element : null;
}

/** Replays the taps made before hydration, one task apart: each sees what the one before did. */
export async function replayEarlyTaps(): Promise<void> {
  const early = window.__earlyTaps;
  if (!early) return;
  delete window.__earlyTaps;
  const taps = early.stop();
  for (const tap of taps) {
    // React renders a click's updates before the next task: each tap's handler sees the one before's.
    await new Promise((resolve) => setTimeout(resolve, 0));
    tap.element.removeAttribute('aria-busy');
    const control = controlOf(tap);
    control?.removeAttribute('aria-busy');
    if (control && !control.matches(':disabled')) control.click();
  }
}
