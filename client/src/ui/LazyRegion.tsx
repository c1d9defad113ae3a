import { memo, Suspense, use, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { useDisplayCurrency } from '@/apollo/currency';
import { useShopperDestination } from '@/apollo/destination';
import { useLanguage } from '@/apollo/language';
import { holdInteractionsUntil, whenRegionNeeded, type RegionTriggerOptions } from './regionTriggers';

/**
 * Lazy hydration of a read-only region (issue 22: hydrate first what a shopper touches). The server
 * renders the region as usual, inside a Suspense boundary. The browser hydrating that page leaves the
 * boundary as the server's HTML (React keeps a dehydrated boundary whose content suspends) until the
 * region is needed (regionTriggers.ts): then its code loads and React hydrates it in small slices,
 * apart from the page's first hydration. Drawn anew on the client (a page reached within the shop),
 * the region renders at once: its code is fetched as its screen's chunk runs, and while it comes the
 * screen waits (a navigation keeps the previous page), so no empty region ever shows.
 *
 * Before hydration the HTML works as HTML; what a shopper does in it waits for the region and is
 * done again once it has hydrated (regionTriggers.ts): clicks, text typed in its fields, a form sent.
 */

const noSubscription = () => () => undefined;

/** True while React hydrates the calling component (and on the server), false when it draws it anew. */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** The server rendered the page and it has not hydrated yet (ssr/AfterHydration.tsx marks it hydrated). */
function pageIsHydrating(): boolean {
  return document.getElementById('page-state') !== null && !document.documentElement.dataset.hydrated;
}

/**
 * The language, currency and destination the page is drawn in: a region reads them through hooks that
 * do not reach a region still kept as HTML, so their change draws it anew (it would show stale texts or
 * prices, and not match them once it hydrates).
 */
function useDrawnIn(): string {
  const destination = useShopperDestination();
  return `${useLanguage()} ${useDisplayCurrency()} ${destination ? JSON.stringify(destination) : ''}`;
}

interface Instance {
  /** The region's code may render: at once on the server and on the client, at its trigger when hydrating. */
  opened: boolean;
  open: () => void;
  /**
   * Resolves once opened and its code has come: the one promise the region waits on (React's `use`
   * takes a component's promises by their order, so the same one each time).
   */
  ready: Promise<unknown>;
  /** Resolves once the region has hydrated (or rendered); rejects if its code cannot come. */
  hydrated: Promise<void>;
  markHydrated: () => void;
  element: HTMLDivElement | null;
  serverHtml: string | null;
}

function createInstance(opened: boolean, load: () => Promise<unknown>): Instance {
  let openGate: () => void = () => undefined;
  let settle: { resolve: () => void; reject: (error: unknown) => void } = { resolve: () => undefined, reject: () => undefined };
  const instance: Instance = {
    opened,
    // Drawn at once: the region type's own promise, the same however often React starts this render again.
    ready: opened ? load() : new Promise<void>((resolve) => (openGate = resolve)).then(load),
    open: () => {
      if (instance.opened) return;
      instance.opened = true;
      openGate();
    },
    hydrated: new Promise<void>((resolve, reject) => (settle = { resolve, reject })),
    markHydrated: () => settle.resolve(),
    element: null,
    serverHtml: null,
  };
  // A region whose code cannot come stays the server's HTML, and clicks held in it act as on HTML.
  instance.ready.catch(settle.reject);
  instance.hydrated.catch(() => undefined);
  return instance;
}

/**
 * What shows should the region be drawn anew before its code came (its props changed before it
 * hydrated, outside a navigation): the server's HTML, as it was, so that it never blanks.
 */
function ServerHtml({ instance }: { instance: Instance }) {
  if (instance.serverHtml === null && instance.element) instance.serverHtml = instance.element.innerHTML;
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: instance.serverHtml ?? '' }} />;
}

/**
 * `load` gives the region's component, from a module of its own (`import()`), so that its code leaves
 * the screen's chunk. The component returned takes the same props; keep them few and stable (ids,
 * strings, objects from the Apollo cache): changed props draw a region not yet hydrated anew.
 */
export function lazyRegion<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  options: RegionTriggerOptions = {},
): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
      return component;
    }));
  const server = typeof document === 'undefined';
  // Reached within the shop (or on a page drawn in the browser): fetched with the screen's chunk.
  if (!server && !pageIsHydrating()) void start();

  // `drawnIn` is only there to make its change a change of props.
  function Content({ instance, props }: { instance: Instance; props: P; drawnIn: string }) {
    const hydrating = useIsHydrating();
    // Every hook before `use`, which is called only while the code has not come: React replays a render
    // that suspended there once the promise resolves, and the replay, not calling `use`, must call the
    // same hooks (a hook after it failed with React's error 467 when the code came in between).
    useEffect(() => instance.markHydrated(), [instance]);
    // Drawn anew (not hydrated): its code is needed now.
    if (!hydrating) instance.open();
    if (!instance.opened || !Loaded) use(instance.ready);
    const Component = Loaded!;
    return <Component {...props} />;
  }

  function Region(props: P) {
    const hydrating = useIsHydrating();
    const drawnIn = useDrawnIn();
    // Fixed at mount: hydrated from the server's HTML, or drawn here.
    const [instance] = useState(() => createInstance(server || !hydrating, start));
    const [kept] = useState(hydrating && !server);
    const element = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const region = element.current;
      if (!region || instance.opened) return;
      instance.element = region;
      const stopTriggers = whenRegionNeeded(region, instance.open, options);
      const stopHolding = holdInteractionsUntil(region, instance.hydrated);
      return () => {
        stopTriggers();
        stopHolding();
      };
    }, [instance]);
    // The same element while the props are: a re-render here must not look like a change to React.
    const content = useMemo((): ReactNode => {
      const body = <Content instance={instance} props={props} drawnIn={drawnIn} />;
      return kept || server ? <Suspense fallback={<ServerHtml instance={instance} />}>{body}</Suspense> : body;
    }, [instance, kept, props, drawnIn]);
    return (
      <div ref={element} style={{ display: 'contents' }} data-lazy-region={name}>
        {content}
      </div>
    );
  }
  Region.displayName = `LazyRegion(${name})`;
  return memo(Region) as unknown as ComponentType<P>;
}
