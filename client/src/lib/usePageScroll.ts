import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { matchRoute } from '@common/routes';

/**
 * Scroll and focus across navigations (react-router's ScrollRestoration needs a data router; the shop
 * uses BrowserRouter). A new page opens at its top with the focus on its heading, so that the shopper,
 * and a screen reader, start reading it there (a confirmation seen from where the checkout was scrolled
 * is never seen); Back and Forward return to where that page was left.
 */

/** Where each history entry was left, by its key, with its URL (kept for the tab's life: a reload restores it too). */
const POSITIONS_KEY = 'scroll-positions';
interface Position {
  url: string;
  top: number;
}
const positions = new Map<string, Position>();

function savePositions() {
  try {
    window.sessionStorage.setItem(POSITIONS_KEY, JSON.stringify([...positions].slice(-50)));
  } catch {
    // Storage full or refused: positions are kept for this page's life only.
  }
}

function loadPositions() {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(POSITIONS_KEY) ?? '[]') as [string, Position][];
    for (const [key, position] of saved) {
      if (typeof key === 'string' && typeof position?.url === 'string' && typeof position.top === 'number') positions.set(key, position);
    }
  } catch {
    // Nothing usable saved.
  }
}

/** How long a page's heading or its height (content still loading) is waited for. */
const SETTLE_MS = 5000;

/**
 * Calls `step` at each frame and on each change of the main content until it returns true, the time is
 * up, or the shopper acts (a key, a click, a wheel or a touch: their own scroll or focus wins).
 */
function untilSettled(step: () => boolean): () => void {
  if (step()) return () => {};
  const main = document.querySelector('main') ?? document.body;
  let frame = 0;
  const stop = () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    for (const type of STOP_EVENTS) window.removeEventListener(type, stop, true);
  };
  const attempt = () => {
    if (step()) stop();
  };
  const observer = new MutationObserver(attempt);
  observer.observe(main, { childList: true, subtree: true });
  const tick = () => {
    attempt();
    frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  const timer = setTimeout(stop, SETTLE_MS);
  for (const type of STOP_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}
const STOP_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

/** The page's heading, focusable by script only. */
function focusHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/** Scrolls to `top` once the page is tall enough to (its content may still be loading). */
function restore(top: number): () => void {
  return untilSettled(() => {
    window.scrollTo(0, top);
    return Math.abs(window.scrollY - top) < 2;
  });
}

/** This document was loaded by a reload, or by Back or Forward from another site. */
function reloadedOrReturned(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** Two paths show the same page when the route table gives the same entry with tabs (`/account/:tab?`). */
function samePage(from: string, to: string): boolean {
  if (from === to) return true;
  const route = matchRoute(to);
  return route === matchRoute(from) && route.path.endsWith('?');
}

export function usePageScroll() {
  const location = useLocation();
  const navigationType = useNavigationType();
  /** The path on screen, and the entry the shopper's scrolling belongs to. */
  const shown = useRef<{ pathname: string; key: string; url: string } | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    // Read when a scroll happens: set as the page changes, before any scroll of the new page.
    const save = () => {
      if (shown.current) positions.set(shown.current.key, { url: shown.current.url, top: window.scrollY });
    };
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', savePositions);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', savePositions);
    };
  }, []);

  useLayoutEffect(() => {
    const previous = shown.current?.pathname ?? null;
    const url = location.pathname + location.search;
    shown.current = { pathname: location.pathname, key: location.key, url };
    if (previous === null) loadPositions();
    const entry = positions.get(location.key);
    const saved = entry?.url === url ? entry.top : undefined;
    // The first page: a reload or a return from another site restores where it was, a new visit stays at the top.
    if (previous === null) return saved !== undefined && reloadedOrReturned() ? restore(saved) : undefined;
    if (navigationType === 'POP') return restore(saved ?? 0);
    if (samePage(previous, location.pathname)) return undefined;
    window.scrollTo(0, 0);
    return untilSettled(focusHeading);
  }, [location.key, location.pathname, location.search, navigationType]);
}
