/** WOOCS and its currencies: the display currencies and their rates. */
import { z } from 'zod';
import { describe, fail, ok, warn, type CheckResult, type DoctorContext } from './check';

const wooCurrencies = z.record(
  z.string(),
  z.object({ rate: z.union([z.number(), z.string()]), is_etalon: z.unknown().optional() }).passthrough(),
);

export async function checkCurrencies({ http }: DoctorContext): Promise<CheckResult[]> {
  let currencies: z.output<typeof wooCurrencies>;
  try {
    currencies = (await http.get('woocs/v3/currency', wooCurrencies, {}, { auth: false })).data;
  } catch (error) {
    return [
      warn(
        'Currency switcher (WOOCS)',
        `no currency list: ${describe(error)}`,
        "Install and activate WOOCS (woocommerce-currency-switcher): without it the shop shows its default currencies at the store's base price.",
      ),
    ];
  }
  const codes = Object.keys(currencies);
  const results = [
    codes.length >= 2
      ? ok('Currency switcher (WOOCS)', `${codes.length} currencies: ${codes.join(', ')} (the free edition serves two)`)
      : warn(
          'Currency switcher (WOOCS)',
          `only ${codes.join(', ') || 'no currency'}`,
          'Add a second currency in WooCommerce > Currency (the free edition serves the first two).',
        ),
  ];
  const broken = codes.filter((code) => {
    const rate = Number(currencies[code]?.rate);
    return !Number.isFinite(rate) || rate <= 0;
  });
  results.push(
    broken.length === 0
      ? ok('Currency rates', 'every rate is a positive number')
      : fail(
          'Currency rates',
          `no usable rate for ${broken.join(', ')}`,
          'Set the rate of each currency in WOOCS (or let it update them): prices in that currency cannot be computed.',
        ),
  );
  return results;
}
