/**
 * Store dates. The store's timezone is Europe/Paris (a French shop); WooCommerce answers each date
 * twice, in store time and in GMT, both without an offset, e.g. 2026-03-14T10:05:00.
 */
export const STORE_TIMEZONE = 'Europe/Paris';

const localFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export interface StoreDate {
  local: string;
  gmt: string;
}

export function storeDate(epochMs: number): StoreDate {
  const parts = Object.fromEntries(localFormat.formatToParts(new Date(epochMs)).map((part) => [part.type, part.value]));
  const local = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  return { local, gmt: new Date(epochMs).toISOString().slice(0, 19) };
}

/** A date-time query value as stored (first 19 characters, `T` separator) for string comparison. */
export function normalizeQueryDate(value: string): string {
  return value.slice(0, 19).replace(/[ t]/, 'T');
}
