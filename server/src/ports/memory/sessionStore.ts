/** Sessions in one process's memory: memorystore (bounded, expired sessions pruned), an express-session store. */
import session, { type Store } from 'express-session';
import createMemoryStore from 'memorystore';

const MemoryStore = createMemoryStore(session);

/** Prune expired sessions every 10 minutes; keep at most 100,000. */
export function memorySessionStore(): Store {
  return new MemoryStore({ checkPeriod: 10 * 60 * 1000, max: 100_000 });
}
