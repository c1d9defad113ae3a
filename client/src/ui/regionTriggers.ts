/**
 * When a region the server rendered, kept as its HTML while the page hydrated (ui/LazyRegion.tsx),
 * needs its code (issue 22): near the viewport, at a first pointer or focus inside it, or once the
 * page has hydrated and the browser has time to spare. What a shopper does in it before it hydrates
 * waits for it and is done again once it has (holdInteractionsUntil): a footer link then navigates
 * within the shop, an accordion opens, a filter is ticked, a search typed and sent is sent.
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

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Fields whose text a shopper types (not the boxes a click ticks, which the held clicks replay). */
function isTextField(target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement {
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image'].includes(target.type);
}

/**
 * Gives React the text typed in a field before its region hydrated: hydrating, React sets the field
 * back to what the component holds, and watches the value it wrote, so an `input` event alone would
 * change nothing. The value is noted as empty first (through the field's own `value`, which React
 * watches), then set to the typed text with the element's native setter (which it does not watch),
 * and the `input` event makes React's onChange see the text.
 */
function replayTyping(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setNative = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setNative) return;
  field.value = '';
  setNative.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Holds what a shopper does in `region` before it hydrates, then does it again once `hydrated`
 * resolves (React handles it now), as the shopper did it: the text typed in its fields is handed to
 * React, the clicks are clicked again (a footer link navigates within the shop, an accordion opens, a
 * box is ticked), a form sent with Enter is sent. If the region's code never comes (`hydrated`
 * rejects), the browser does what it would have done (a link loads its page). Clicks with a modifier
 * key (a new tab) pass.
 */
export function holdInteractionsUntil(region: HTMLElement, hydrated: Promise<void>): () => void {
  const held: HTMLElement[] = [];
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  const sent = new Set<HTMLFormElement>();
  let holding = true;
  const inRegion = (target: EventTarget | null): target is HTMLElement => target instanceof HTMLElement && region.contains(target);
  const onClick = (event: MouseEvent) => {
    if (!holding || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!inRegion(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.length === 0 || held[held.length - 1] !== event.target) held.push(event.target);
  };
  const onInput = (event: Event) => {
    if (holding && inRegion(event.target) && isTextField(event.target)) typed.set(event.target, event.target.value);
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!holding || !(event.target instanceof HTMLFormElement) || !inRegion(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    sent.add(event.target);
  };
  const stop = () => {
    holding = false;
    document.removeEventListener('click', onClick, { capture: true });
    document.removeEventListener('input', onInput, { capture: true });
    document.removeEventListener('submit', onSubmit, { capture: true });
  };
  const release = async (replay: boolean) => {
    if (!holding) return;
    stop();
    if (replay && typed.size > 0) {
      for (const [field, text] of typed) if (field.isConnected) replayTyping(field, text);
      // React renders the typed text in a task of its own: the clicks and the form see it then.
      await nextTask();
    }
    for (const element of held.splice(0)) if (element.isConnected) element.click();
    for (const form of sent) if (form.isConnected) form.requestSubmit();
    typed.clear();
    sent.clear();
  };
  document.addEventListener('click', onClick, { capture: true });
  document.addEventListener('input', onInput, { capture: true });
  document.addEventListener('submit', onSubmit, { capture: true });
  // One task later: React commits the hydrated region before what was held reaches it.
  hydrated.then(
    () => setTimeout(() => void release(true), 0),
    () => void release(false),
  );
  return () => {
    held.length = 0;
    typed.clear();
    sent.clear();
    stop();
  };
}
