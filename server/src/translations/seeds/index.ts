/** The seeds of store word translations, and how one becomes translations of a given store's words. */
import type { StoreWord, StoreWordTranslation } from '../../domain/storeWords';
import { LOCAL_STORE_WORDS } from './localStore';
import { REAL_WOO_WORDS } from './realWoo';
import type { SeedWord } from './types';

export const SEEDS: Record<string, readonly SeedWord[]> = { local: LOCAL_STORE_WORDS, realwoo: REAL_WOO_WORDS };

/**
 * A seed's translations: by its ids, or, for a word without one, every word of the store's `inventory`
 * of that kind with the same text (a seed found nothing for is left out).
 */
export function seedTranslations(
  seed: readonly SeedWord[],
  inventory?: readonly StoreWord[],
): (StoreWordTranslation & { storeText: string })[] {
  return seed.flatMap((entry) => {
    const ids = entry.id
      ? [entry.id]
      : (inventory ?? []).filter((word) => word.kind === entry.kind && word.text === entry.store).map((word) => word.id);
    return ids.flatMap((id) => [
      { kind: entry.kind, id, language: 'EN' as const, text: entry.EN, storeText: entry.store },
      ...(entry.FR ? [{ kind: entry.kind, id, language: 'FR' as const, text: entry.FR, storeText: entry.store }] : []),
    ]);
  });
}
