import { useReactiveVar } from '@apollo/client/react';
import { useContext } from 'react';
import { PREFERENCE_KEYS, parseCurrencyCode } from '@common/preferences';
import { persistedVar } from './persistedVar';
import { RenderedPreferencesContext } from './renderedPreferences';

/**
 * The display currency chosen in this browser (null until the shop's list is known and a default is
 * chosen by `defaultCurrency`, or the server's choice the page was rendered with). Saved (and sent to
 * the server as a cookie), mirrored across tabs.
 */
export const savedCurrencyVar = persistedVar<string | null>(
  PREFERENCE_KEYS.currency,
  null,
  (raw) => parseCurrencyCode(typeof raw === 'string' ? raw : undefined) ?? undefined,
  { cookie: (code) => code },
);

/** The currency every price query asks for. */
export function useDisplayCurrency(): string {
  const rendered = useContext(RenderedPreferencesContext);
  const chosen = useReactiveVar(savedCurrencyVar);
  return rendered?.currency ?? chosen ?? 'EUR';
}

export function setDisplayCurrency(code: string): void {
  savedCurrencyVar(code);
}
