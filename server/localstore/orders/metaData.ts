/**
 * WC_Data::update_meta_data as the orders API applies posted meta_data: an entry with an id changes
 * that meta (key and value), one without changes the first meta of that key and drops its duplicates,
 * or adds it; a null value deletes. Values come back as WordPress stores them: scalars as text
 * (true is "1", false is ""), arrays and objects as given.
 */
import type { MetaEntry } from './order';
import type { MetaInput } from './orderSchema';

/** What get_metadata() answers for a value update_metadata() stored. */
function storedMetaValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? '1' : '';
  if (typeof value === 'number') return String(value);
  return value;
}

export function updateMeta(entries: MetaEntry[], key: string, value: unknown, id?: number): void {
  const stored = storedMetaValue(value);
  if (id !== undefined && id !== 0) {
    const byId = entries.find((entry) => entry.id === id);
    if (byId) {
      byId.key = key;
      byId.value = stored;
      return;
    }
    // An unknown id adds the key as unique (add_meta_data with $unique): its other values go.
    for (const entry of entries) if (entry.key === key) entry.value = null;
  } else {
    const matches = entries.filter((entry) => entry.key === key);
    const [first, ...duplicates] = matches;
    for (const duplicate of duplicates) duplicate.value = null;
    if (first) {
      first.value = stored;
      return;
    }
  }
  if (stored !== null) entries.push({ key, value: stored });
}

/** Applies a posted meta_data list (entries without a key are skipped, as WooCommerce does). */
export function applyMetaInput(entries: MetaEntry[], input: readonly MetaInput[] | undefined): void {
  for (const meta of input ?? []) {
    if (meta.key !== undefined) updateMeta(entries, meta.key, meta.value ?? null, meta.id);
  }
}

/** The entries still present (the ones set to null go at the next save). */
export const liveMeta = (entries: readonly MetaEntry[]): MetaEntry[] => entries.filter((entry) => entry.value !== null);
