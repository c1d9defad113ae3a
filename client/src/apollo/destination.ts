import { useReactiveVar } from '@apollo/client/react';
import { useContext } from 'react';
import { destinationCookieValue, parseDestination, PREFERENCE_KEYS, type ShopperDestination } from '@common/preferences';
import { persistedVar } from './persistedVar';
import { RenderedPreferencesContext } from './renderedPreferences';

/**
 * Where this browser's orders go, once the shopper has said it in the checkout (null before: the shop's
 * address). Every price query sends it, so prices shown with tax carry that place's taxes (the server
 * computes them: the browser only formats). Saved, sent to the server as a cookie for the pages it
 * renders, mirrored across tabs.
 */
export const destinationVar = persistedVar<ShopperDestination | null>(
  PREFERENCE_KEYS.destination,
  null,
  (raw) => (raw === null ? null : (parseDestination(raw) ?? undefined)),
  { cookie: destinationCookieValue },
);

/** The destination every price query asks for (GraphQL's DestinationInput), or null for the shop's address. */
export function useShopperDestination(): ShopperDestination | null {
  const rendered = useContext(RenderedPreferencesContext);
  const saved = useReactiveVar(destinationVar);
  return rendered ? (rendered.destination ?? null) : saved;
}

/** Remembers where the shopper's order goes (the checkout's destination, once the shop ships there). */
export function setShopperDestination(destination: ShopperDestination | null): void {
  const current = destinationVar();
  if (current?.country === destination?.country && current?.postcode === destination?.postcode) return;
  destinationVar(destination);
}
