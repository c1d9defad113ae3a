import { useReactiveVar } from '@apollo/client/react';
import { persistedVar } from './persistedVar';

/**
 * The display currency chosen in this browser (null until the shop's list is known and a
 * default is chosen by `defaultCurrency`). Saved and mirrored across tabs.
 */
export const savedCurrencyVar = persistedVar<string | null>('currency', null, (raw) =>
  typeof raw === 'string' && /^[A-Z]{3}$/.test(raw) ? raw : undefined,
);

/** The currency every price query asks for. */
export function useDisplayCurrency(): string {
  return useReactiveVar(savedCurrencyVar) ?? 'EUR';
}

export function setDisplayCurrency(code: string): void {
  savedCurrencyVar(code);
}
