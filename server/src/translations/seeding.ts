/** Seeds store word translations into the storefront database without replacing the owner's own. */
import type { StoreWord } from '../domain/storeWords';
import type { StoreTranslationRecords } from '../storage/storeTranslations';
import { seedTranslations } from './seeds';
import type { SeedWord } from './seeds/types';

/**
 * A seed for a database that holds no translation yet (the first start over the embedded store): once
 * the owner keeps any, what they removed stays removed (`npm run translations -- seed` adds it back).
 */
export async function seedOnce(records: StoreTranslationRecords, seed: readonly SeedWord[]): Promise<number> {
  return (await records.isEmpty()) ? applySeed(records, seed) : 0;
}

/** Adds a seed's translations the database lacks; answers how many were added. */
export function applySeed(records: StoreTranslationRecords, seed: readonly SeedWord[], inventory?: readonly StoreWord[]): Promise<number> {
  return records.addMissing(seedTranslations(seed, inventory));
}
