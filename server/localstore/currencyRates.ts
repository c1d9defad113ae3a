/**
 * For tests that simulate the currency switcher misbehaving (a rate at 0, a stale or absurd rate):
 * WOOCS keeps its rates in the store, so a test changes them in the database, even while the store
 * runs; the next WOOCS answer uses the new rate.
 */
import { updateCurrencyRate } from './db/currencies';
import { databaseFile, openDatabase } from './db/open';

/** Sets the rate of a currency (code case-insensitive) in the store kept in `dataDir`; throws for an unknown code. */
export function setCurrencyRate(dataDir: string, code: string, rate: number): void {
  const db = openDatabase(databaseFile(dataDir));
  try {
    if (!updateCurrencyRate(db, code, rate)) throw new Error(`local store: no currency ${code} in ${dataDir}`);
  } finally {
    db.close();
  }
}
