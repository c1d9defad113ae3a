import { createContext } from 'react';
import type { ShopperDestination } from '@common/preferences';
import type { Language } from '@generated/graphql';

/**
 * The language and display currency a page is rendered with on the server (client/src/entry-server.tsx):
 * one value per request, where the browser's reactive variables would be shared by every request.
 * In the browser there is no provider, and the hooks read the reactive variables.
 */
export interface RenderedPreferences {
  language: Language;
  currency: string;
  /** Where the shopper's orders go (their `destination` cookie), or null: prices at the shop's address. */
  destination?: ShopperDestination | null;
}

export const RenderedPreferencesContext = createContext<RenderedPreferences | null>(null);
