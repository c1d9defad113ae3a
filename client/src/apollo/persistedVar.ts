import { makeVar, type ReactiveVar } from '@apollo/client';
import { writePreferenceCookie } from './preferenceCookies';

/**
 * A reactive variable saved to localStorage under `key` and mirrored from other tabs (the `storage`
 * event). Client-only state (cart, language, currency) goes through here.
 *
 * It starts at `initial` (or at the value the server rendered the page with, set before hydration) and
 * reads what this browser saved only when `restoreSaved` is called, after the page has hydrated: the
 * first render in the browser is then the server's, and the saved state follows. Nothing is saved
 * before that. With `cookie`, the value is also written to a cookie of that name, so that the server
 * renders the next page with it (language and currency).
 */
export interface PersistedVar<T> extends ReactiveVar<T> {
  restoreSaved(): void;
}

export function persistedVar<T>(
  key: string,
  initial: T,
  parse: (raw: unknown) => T | undefined,
  options: { cookie?: (value: T) => string | null } = {},
): PersistedVar<T> {
  const variable = makeVar<T>(initial);
  let restored = false;
  const read = (): T | undefined => {
    try {
      const raw = window.localStorage.getItem(key);
      return raw === null ? undefined : parse(JSON.parse(raw));
    } catch {
      return undefined;
    }
  };
  const writeCookie = (value: T) => {
    const text = options.cookie?.(value);
    if (text) writePreferenceCookie(key, text);
  };
  const save = (value: T) => {
    try {
      window.localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Private mode or a full quota: the state still lives for this tab.
    }
    writeCookie(value);
    variable.onNextChange(save);
  };
  const restoreSaved = () => {
    if (restored) return;
    restored = true;
    const saved = read();
    variable.onNextChange(save);
    if (saved !== undefined && JSON.stringify(saved) !== JSON.stringify(variable())) variable(saved);
    else writeCookie(variable());
    window.addEventListener('storage', (event) => {
      if (event.key !== key) return;
      const value = read();
      if (value !== undefined && JSON.stringify(value) !== JSON.stringify(variable())) variable(value);
    });
  };
  return Object.assign(variable, { restoreSaved });
}
