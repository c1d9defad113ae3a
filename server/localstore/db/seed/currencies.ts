/**
 * The WOOCS currency switcher's currencies: the store's euro as the base currency, then the ones a
 * visitor can switch to. Seeded once per database (the `woocs_currencies_seeded_at` option), also
 * into a database created before the currencies table existed; a restart never adds them again, so
 * a test that changed or removed a currency keeps its change.
 */
import type { WoocsCurrencyRow } from '../rows';
import type { Db } from '../open';
import { getOption, setOption } from '../schema';

type CurrencySeed = Pick<WoocsCurrencyRow, 'code' | 'rate' | 'symbol' | 'position' | 'description'>;

/** In the plugin's list order, base currency first; symbols are HTML entities as WOOCS stores them. */
export const CURRENCIES: readonly CurrencySeed[] = [
  { code: 'EUR', rate: 1, symbol: '&euro;', position: 'right_space', description: 'Euro' },
  { code: 'USD', rate: 1.1, symbol: '&#36;', position: 'left', description: 'US dollar' },
  { code: 'GBP', rate: 0.85, symbol: '&pound;', position: 'left', description: 'British pound' },
  { code: 'CAD', rate: 1.5, symbol: 'C&#36;', position: 'left', description: 'Canadian dollar' },
  { code: 'CHF', rate: 0.95, symbol: 'CHF', position: 'right_space', description: 'Swiss franc' },
];

const BASE_CURRENCY = 'EUR';

/** Seeds the currencies if they never were; returns whether it did. */
export function seedCurrencies(db: Db): boolean {
  let seeded = false;
  db.transaction(() => {
    if (getOption(db, 'woocs_currencies_seeded_at') !== undefined) return;
    // A currency already there (added by hand before the seed ran) is kept as it is.
    const insert = db.prepare(
      `INSERT INTO woocs_currencies (code, list_order, rate, symbol, position, is_etalon, description, hide_cents, hide_on_front, flag, decimals)
       VALUES (@code, @listOrder, @rate, @symbol, @position, @isEtalon, @description, 0, 0, '', 2)
       ON CONFLICT DO NOTHING`,
    );
    CURRENCIES.forEach((currency, listOrder) => insert.run({ ...currency, listOrder, isEtalon: currency.code === BASE_CURRENCY ? 1 : 0 }));
    setOption(db, 'woocs_currencies_seeded_at', new Date().toISOString());
    seeded = true;
  }).immediate();
  return seeded;
}
