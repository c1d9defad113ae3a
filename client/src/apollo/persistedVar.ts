import { makeVar, type ReactiveVar } from '@apollo/client';

/**
 * A reactive variable saved to localStorage under `key` and mirrored from other tabs (the
 * `storage` event). Client-only state (language now, cart and currency later) goes through here.
 */
export function persistedVar<T>(key: string, initial: T, parse: (raw: unknown) => T | undefined): ReactiveVar<T> {
  const read = (): T | undefined => {
    try {
      const raw = window.localStorage.getItem(key);
      return raw === null ? undefined : parse(JSON.parse(raw));
    } catch {
      return undefined;
    }
  };
  const variable = makeVar<T>(read() ?? initial);
  const save = (value: T) => {
    try {
      window.localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Private mode or a full quota: the state still lives for this tab.
    }
    variable.onNextChange(save);
  };
  variable.onNextChange(save);
  window.addEventListener('storage', (event) => {
    if (event.key !== key) return;
    const value = read();
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify(variable())) variable(value);
  });
  return variable;
}
