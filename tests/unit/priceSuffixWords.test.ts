/**
 * The store's price display suffix in the shopper's language (issue 21): its template is translated as a
 * store word (kind price_suffix) before its placeholders are filled in, and falls back to the store's.
 */
import { priceDisplay, STANDARD_TAXABLE, suffixTemplateParts } from '../../server/src/domain/priceDisplay';
import { PRICE_SUFFIX_WORD_ID, StoreDictionary, type StoreWord } from '../../server/src/domain/storeWords';
import { priceSuffixIn } from '../../server/src/translations/translate';
import { taxSettings } from './helpers/taxSettings';

const EUR = { code: 'EUR', rate: 1 };
const FR_RATE = {
  id: 1,
  country: 'FR',
  state: '',
  postcodes: [],
  cities: [],
  rate: 20,
  name: 'TVA',
  priority: 1,
  compound: false,
  shipping: true,
  order: 1,
  taxClass: 'standard',
};
const STORE_SUFFIX = 'TTC, soit {price_excluding_tax} HT';
const rules = (priceSuffix: string) => ({ settings: taxSettings({ priceSuffix }), rates: [FR_RATE] });
const english = (text: string) => [{ kind: 'price_suffix' as const, id: PRICE_SUFFIX_WORD_ID, language: 'EN' as const, text }];

describe("a suffix template's parts", () => {
  it('cuts a translated template into its words and placeholders, in order', () => {
    expect(suffixTemplateParts('i.e. {price_excluding_tax} excl. VAT')).toEqual([
      { text: 'i.e. ' },
      { placeholder: 'excl' },
      { text: ' excl. VAT' },
    ]);
    expect(suffixTemplateParts('{price_including_tax} incl. VAT / {price_excluding_tax}')).toEqual([
      { placeholder: 'incl' },
      { text: ' incl. VAT / ' },
      { placeholder: 'excl' },
    ]);
    expect(suffixTemplateParts('incl. VAT')).toEqual([{ text: 'incl. VAT' }]);
    // A placeholder WooCommerce does not know stays words.
    expect(suffixTemplateParts('{price} TTC')).toEqual([{ text: '{price} TTC' }]);
  });

  it("fills in the translated template's placeholders with the amounts of the price (149.00 before tax, 178.80 with)", () => {
    const display = priceDisplay({
      rules: rules(STORE_SUFFIX),
      currency: EUR,
      destination: null,
      priceSuffix: 'i.e. {price_excluding_tax} excl. VAT ({price_including_tax})',
    });
    expect(display.suffix(149, STANDARD_TAXABLE)).toEqual([
      { text: 'i.e. ' },
      { amount: 149 },
      { text: ' excl. VAT (' },
      { amount: 178.8 },
      { text: ')' },
    ]);
    expect(priceDisplay({ rules: rules(STORE_SUFFIX), currency: EUR, destination: null }).suffix(149, STANDARD_TAXABLE)).toEqual([
      { text: 'TTC, soit ' },
      { amount: 149 },
      { text: ' HT' },
    ]);
  });

  it('shows no suffix where the store shows none, whatever translation is kept', () => {
    const display = priceDisplay({ rules: rules(''), currency: EUR, destination: null, priceSuffix: 'incl. VAT' });
    expect(display.suffix(149, STANDARD_TAXABLE)).toBeNull();
  });
});

describe('the suffix in a language', () => {
  it("is its translation, else the store's (reported when the language is not the store's)", () => {
    const reported: StoreWord[] = [];
    const dictionary = new StoreDictionary(english('i.e. {price_excluding_tax} excl. VAT'), (word) => reported.push(word));
    expect(priceSuffixIn(dictionary, 'EN', STORE_SUFFIX)).toBe('i.e. {price_excluding_tax} excl. VAT');
    expect(priceSuffixIn(dictionary, 'FR', STORE_SUFFIX)).toBe(STORE_SUFFIX);
    expect(reported).toEqual([]);

    const empty = new StoreDictionary([], (word) => reported.push(word));
    expect(priceSuffixIn(empty, 'EN', STORE_SUFFIX)).toBe(STORE_SUFFIX);
    expect(reported).toEqual([{ kind: 'price_suffix', id: PRICE_SUFFIX_WORD_ID, text: STORE_SUFFIX }]);
  });

  it('is empty when the store sets none, a translation kept or not', () => {
    expect(priceSuffixIn(new StoreDictionary(english('incl. VAT')), 'EN', '')).toBe('');
  });
});
