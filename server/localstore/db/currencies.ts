/**
 * The WOOCS currencies, read on every request (never cached), so a rate changed in the database,
 * by a test or by hand, is what the next answer uses.
 */
import type { Db } from './open';
import type { WoocsCurrencyRow } from './rows';

/** In the plugin's list order. */
export function listCurrencies(db: Db): WoocsCurrencyRow[] {
  return db.prepare('SELECT * FROM woocs_currencies ORDER BY list_order, code').all() as WoocsCurrencyRow[];
}

/** Sets a currency's rate; returns false when the store has no such currency. */
export function updateCurrencyRate(db: Db, code: string, rate: number): boolean {
  return db.prepare('UPDATE woocs_currencies SET rate = ? WHERE code = ?').run(rate, code.toUpperCase()).changes > 0;
}
