/** VAT rules (server/src/domain/tax.ts): which rates apply, tax on a net amount, included VAT. */
import { applicableRates, includedTax, roundTax, shippingRates, taxAmount, taxesOnNet, type TaxRate } from '../../server/src/domain/tax';

/** How a store entering prices with tax rounds (half down, per line), and one entering them before tax (half up). */
const INCL = { pricesIncludeTax: true, roundAtSubtotal: false };
const EXCL = { pricesIncludeTax: false, roundAtSubtotal: false };

const rate = (fields: Partial<TaxRate> & Pick<TaxRate, 'id' | 'country' | 'rate'>): TaxRate => ({
  state: '',
  postcodes: [],
  cities: [],
  name: 'TVA',
  priority: 1,
  compound: false,
  shipping: true,
  order: fields.id,
  taxClass: 'standard',
  ...fields,
});

const rates: TaxRate[] = [
  rate({ id: 5, country: 'FR', rate: 8.5, postcodes: ['974*'], order: 0, name: 'TVA La Réunion' }),
  rate({ id: 1, country: 'FR', rate: 20, order: 1 }),
  rate({ id: 2, country: 'DE', rate: 19, name: 'MwSt', shipping: false }),
  rate({ id: 3, country: 'BE', rate: 21 }),
  rate({ id: 4, country: '', rate: 5.5, taxClass: 'reduced-rate', name: 'Taux réduit' }),
  rate({ id: 6, country: '', rate: 7 }),
];

describe('applicableRates', () => {
  it('applies a rate only to its country', () => {
    expect(applicableRates(rates, { country: 'FR', postcode: '75002' }).map((r) => r.id)).toEqual([1]);
    expect(applicableRates(rates, { country: 'DE' }).map((r) => r.id)).toEqual([2]);
    expect(applicableRates(rates, { country: 'US' })).toEqual([]);
  });

  it('applies a postcode pattern only when the postcode matches, first of its priority', () => {
    expect(applicableRates(rates, { country: 'FR', postcode: '97400' }).map((r) => r.id)).toEqual([5]);
    expect(applicableRates(rates, { country: 'FR' }).map((r) => r.id)).toEqual([1]);
  });

  it('ignores rates with an empty country and rates of another class', () => {
    expect(applicableRates(rates, { country: 'JP' })).toEqual([]);
    expect(applicableRates(rates, { country: 'FR' }, 'reduced-rate')).toEqual([]);
  });

  it('keeps the shipping rates apart', () => {
    expect(shippingRates(applicableRates(rates, { country: 'DE' }))).toEqual([]);
    expect(shippingRates(applicableRates(rates, { country: 'FR' })).map((r) => r.id)).toEqual([1]);
  });

  it('adds a higher priority and computes compound rates on top', () => {
    const stacked = [rate({ id: 1, country: 'CA', rate: 5 }), rate({ id: 2, country: 'CA', rate: 10, priority: 2, compound: true })];
    const applied = applicableRates(stacked, { country: 'CA' });
    expect(applied.map((r) => r.id)).toEqual([1, 2]);
    expect(taxesOnNet(100, applied)).toEqual([
      { rateId: 1, amount: 5 },
      { rateId: 2, amount: 10.5 },
    ]);
  });
});

describe('included VAT and net amounts', () => {
  const fr = applicableRates(rates, { country: 'FR' });
  const de = applicableRates(rates, { country: 'DE' });

  it('is price x rate / (1 + rate), rounded to cents', () => {
    expect(includedTax(120, fr)).toBe(20);
    expect(includedTax(5.9, fr)).toBe(0.98);
    expect(includedTax(189, fr)).toBe(31.5);
    expect(includedTax(100, [])).toBe(0);
  });

  it('keeps the shown price for a tax-inclusive shop, wherever the address', () => {
    expect(taxAmount(120, fr, INCL)).toMatchObject({ net: 100, tax: 20, gross: 120 });
    expect(taxAmount(120, de, INCL)).toMatchObject({ net: 100.84, tax: 19.16, gross: 120 });
    expect(taxAmount(120, [], INCL)).toMatchObject({ net: 120, tax: 0, gross: 120 });
  });

  it('adds the taxes for a shop entering prices without tax (the recorded order: 36 -> 7.20)', () => {
    expect(taxAmount(36, fr, EXCL)).toMatchObject({ net: 36, tax: 7.2, gross: 43.2 });
    expect(taxAmount(5, fr, EXCL)).toMatchObject({ net: 5, tax: 1, gross: 6 });
  });

  it('computes the tax on the net as the store will, so shown and recorded totals agree', () => {
    for (let cents = 1; cents < 50000; cents += 37) {
      const gross = cents / 100;
      const split = taxAmount(gross, de, INCL);
      expect(split.tax).toBe(taxesOnNet(split.net, de, INCL)[0]?.amount);
      expect(Math.abs(split.gross - gross)).toBeLessThan(0.0101);
    }
  });
});

describe('rounding as the store rounds (wc_round_tax_total)', () => {
  it('rounds a tax half down when prices are entered with tax, half up otherwise, after PHP pre-rounding', () => {
    expect(roundTax(0.125, INCL)).toBe(0.12);
    expect(roundTax(0.125, EXCL)).toBe(0.13);
    expect(roundTax(1.005, EXCL)).toBe(1.01);
    expect(roundTax(29.8, EXCL)).toBe(29.8);
  });

  it('keeps 6 places when taxes are rounded at the subtotal, the gross rounded once', () => {
    const atSubtotal = { pricesIncludeTax: false, roundAtSubtotal: true };
    expect(roundTax(0.0416666, atSubtotal)).toBe(0.041667);
    expect(taxAmount(0.21, applicableRates(rates, { country: 'FR' }), atSubtotal)).toMatchObject({ net: 0.21, tax: 0.042, gross: 0.25 });
  });
});
