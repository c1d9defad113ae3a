/**
 * Records the storefront's calls to its store, in order, by wrapping this process's `fetch` (the
 * store client's only way out): each call's route and query (OAuth parameters left out), and the
 * moments it started and ended as positions in one sequence of events, so that tests can tell calls
 * that overlapped (one started before the other ended) from calls made one after the other, whatever
 * the machine's speed.
 */
export interface StoreCall {
  /** Path and query below /wp-json/, without the OAuth signature's parameters. */
  route: string;
  /** Position of the call's start in the sequence of recorded events. */
  startedAt: number;
  /** Position of its end (answer or failure); Infinity while it runs. */
  endedAt: number;
}

export interface StoreCallRecorder {
  readonly calls: StoreCall[];
  /** Forgets the calls recorded so far. */
  reset(): void;
  /** Puts `fetch` back. */
  stop(): void;
}

/** Whether two calls were in flight at the same time. */
export const overlap = (a: StoreCall, b: StoreCall): boolean => a.startedAt < b.endedAt && b.startedAt < a.endedAt;

function storeRoute(url: string): string | null {
  const parsed = new URL(url);
  const at = parsed.pathname.indexOf('/wp-json/');
  if (at < 0) return null;
  for (const name of [...parsed.searchParams.keys()]) if (name.startsWith('oauth_')) parsed.searchParams.delete(name);
  const query = parsed.searchParams.toString();
  return parsed.pathname.slice(at + '/wp-json/'.length) + (query ? `?${query}` : '');
}

export function recordStoreCalls(): StoreCallRecorder {
  const original = globalThis.fetch;
  const calls: StoreCall[] = [];
  let sequence = 0;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const route = storeRoute(input instanceof Request ? input.url : String(input));
    if (route === null) return original(input, init);
    const call: StoreCall = { route, startedAt: sequence++, endedAt: Infinity };
    calls.push(call);
    try {
      return await original(input, init);
    } finally {
      call.endedAt = sequence++;
    }
  };
  return {
    calls,
    reset: () => void calls.splice(0),
    stop: () => {
      globalThis.fetch = original;
    },
  };
}
