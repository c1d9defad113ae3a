/** A seeded translation of a store word: by the store's key when known, else found by the store's word. */
import type { StoreWordKind } from '../../domain/storeWords';

export interface SeedWord {
  kind: StoreWordKind;
  /** The store's key (zone, method instance, gateway or category id; pa_color; pa_color:black). */
  id?: string;
  /** The store's word (how a seed without ids finds the word in the store). */
  store: string;
  EN: string;
  /** A French replacement, where the store's word is not French. */
  FR?: string;
}
