/**
 * Tax rates, tax classes and the tax and general settings groups: the seeded rates, WooCommerce's
 * pagination and class filter, and the shapes of the recorded 9.9.5 answers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { anonymousRequest, api, startTestStore, type ErrorJson, type TestStore } from './helpers/store';

type Json = Record<string, unknown>;

const fixture = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8'));
const keys = (value: unknown): string[] => Object.keys(value as Json).sort();

interface TaxJson {
  id: number;
  country: string;
  postcode: string;
  postcodes: string[];
  rate: string;
  name: string;
  order: number;
  class: string;
  shipping: boolean;
}

interface SettingJson {
  id: string;
  type: string;
  value: string;
  options?: Record<string, string>;
}

let ts: TestStore;

beforeAll(async () => {
  ts = await startTestStore();
});

afterAll(async () => {
  await ts.close();
});

describe('taxes', () => {
  it('lists the seeded rates by their order in the class, with the recorded shape', async () => {
    const response = await api<TaxJson[]>(ts, 'taxes');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-wp-total')).toBe('5');
    expect(response.headers.get('x-wp-totalpages')).toBe('1');
    expect(response.body.map((rate) => [rate.id, rate.country, rate.rate, rate.name, rate.class])).toEqual([
      [2, 'FR', '8.5000', 'TVA La Réunion', 'standard'],
      [5, '', '5.5000', 'Taux réduit', 'reduced-rate'],
      [1, 'FR', '20.0000', 'TVA', 'standard'],
      [3, 'DE', '19.0000', 'MwSt', 'standard'],
      [4, 'BE', '21.0000', 'TVA', 'standard'],
    ]);
    const recorded = (fixture('30-taxes-list.json') as Json[])[0] as Json;
    expect(keys(fixture('11-tax-rate-fr-create.json'))).toEqual(keys(recorded));
    for (const rate of response.body) {
      expect(keys(rate)).toEqual(keys(recorded));
      for (const [key, value] of Object.entries(recorded))
        expect([key, typeof (rate as unknown as Json)[key]]).toEqual([key, typeof value]);
    }
    const reunion = response.body[0] as TaxJson;
    expect([reunion.postcode, reunion.postcodes, reunion.shipping]).toEqual(['974*', ['974*'], true]);
    const france = response.body[2] as TaxJson;
    expect(france).toMatchObject({ postcode: '', postcodes: [], shipping: true, order: 1 });
  });

  it('paginates as WooCommerce does and filters by class', async () => {
    const page = await api<TaxJson[]>(ts, 'taxes', { per_page: 2, page: 2 });
    expect(page.body.map((rate) => rate.id)).toEqual([1, 3]);
    expect(page.headers.get('x-wp-totalpages')).toBe('3');
    expect(page.headers.get('link')).toContain('rel="prev"');
    expect(page.headers.get('link')).toContain('rel="next"');
    expect((await api<TaxJson[]>(ts, 'taxes', { orderby: 'id', order: 'desc' })).body.map((rate) => rate.id)).toEqual([5, 4, 3, 2, 1]);
    const standard = await api<TaxJson[]>(ts, 'taxes', { class: 'standard' });
    expect(standard.body.map((rate) => rate.id)).toEqual([2, 1, 3, 4]);
    expect(standard.headers.get('x-wp-total')).toBe('4');
    expect((await api<TaxJson[]>(ts, 'taxes', { class: 'reduced-rate' })).body.map((rate) => rate.id)).toEqual([5]);
    const unknown = await api<ErrorJson>(ts, 'taxes', { class: 'luxury' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.params).toEqual({ class: 'class is not one of standard, reduced-rate, and zero-rate.' });
    expect((await api<TaxJson[]>(ts, 'taxes', { page: 9 })).body).toEqual([]);
  });

  it('answers one rate, 404 for an unknown one, 401 without a key', async () => {
    const france = await api<TaxJson>(ts, 'taxes/1');
    expect(france.body).toMatchObject({ id: 1, country: 'FR', rate: '20.0000', name: 'TVA', priority: 1, compound: false, shipping: true });
    const missing = await api(ts, 'taxes/999');
    expect([missing.status, missing.body]).toEqual([
      404,
      (fixture('errors.examples.json') as Record<string, { body: Json }>)['wc.woocommerce_rest_invalid_id.customer']?.body,
    ]);
    expect((await anonymousRequest<ErrorJson>(ts, 'taxes')).body.code).toBe('woocommerce_rest_cannot_view');
    expect((await anonymousRequest<ErrorJson>(ts, 'taxes/999')).status).toBe(401);
  });

  it('lists the tax classes as the recorded store does', async () => {
    const response = await api<Json[]>(ts, 'taxes/classes');
    expect(response.headers.get('x-wp-total')).toBe('3');
    const recorded = JSON.stringify(fixture('31-tax-classes-list.json')).replaceAll('https://127.0.0.1:8443', ts.store.url);
    expect(response.body).toEqual(JSON.parse(recorded));
  });
});

describe('settings', () => {
  const recordedGeneral = fixture('37-settings-general.json') as SettingJson[];

  it('answers the tax group with the shop values', async () => {
    const response = await api<SettingJson[]>(ts, 'settings/tax');
    expect(response.status).toBe(200);
    const values = Object.fromEntries(response.body.map((setting) => [setting.id, setting.value]));
    expect(values).toEqual({
      woocommerce_prices_include_tax: 'yes',
      woocommerce_tax_based_on: 'shipping',
      woocommerce_shipping_tax_class: 'inherit',
      woocommerce_tax_round_at_subtotal: 'no',
      woocommerce_tax_classes: '',
      woocommerce_tax_display_shop: 'incl',
      woocommerce_tax_display_cart: 'incl',
      woocommerce_price_display_suffix: '',
      woocommerce_tax_total_display: 'itemized',
    });
    const basedOn = response.body.find((setting) => setting.id === 'woocommerce_tax_based_on') as SettingJson;
    expect(basedOn.options).toEqual({
      shipping: 'Customer shipping address',
      billing: 'Customer billing address',
      base: 'Shop base address',
    });
    // Same keys as a recorded setting of the same kind (select with a tip, checkbox with a description only).
    const select = recordedGeneral.find((setting) => setting.id === 'woocommerce_currency_pos');
    expect(keys(basedOn)).toEqual(keys(select));
    const rounding = response.body.find((setting) => setting.id === 'woocommerce_tax_round_at_subtotal');
    expect(keys(rounding)).toEqual(['_links', 'default', 'description', 'id', 'label', 'type', 'value']);
    const single = await api<SettingJson>(ts, 'settings/tax/woocommerce_prices_include_tax');
    expect(single.body).toMatchObject({ id: 'woocommerce_prices_include_tax', type: 'radio', value: 'yes', default: 'no' });
  });

  it('answers the general group with the recorded settings and shapes', async () => {
    const response = await api<SettingJson[]>(ts, 'settings/general');
    expect(response.body.map((setting) => setting.id)).toEqual(recordedGeneral.map((setting) => setting.id));
    for (const [index, setting] of response.body.entries()) {
      const recorded = recordedGeneral[index] as SettingJson;
      expect(Object.keys(setting)).toEqual(Object.keys(recorded));
      expect(setting.type).toBe(recorded.type);
    }
    const value = (id: string) => response.body.find((setting) => setting.id === id)?.value;
    expect([value('woocommerce_default_country'), value('woocommerce_currency'), value('woocommerce_calc_taxes')]).toEqual([
      'FR',
      'EUR',
      'yes',
    ]);
    expect(response.body.find((setting) => setting.id === 'woocommerce_currency')?.options?.EUR).toBe('Euro (&euro;) — EUR');
  });

  it("answers the shop's ship-to countries as WooCommerce answers a set multiselect: an array of codes", async () => {
    const response = await api<SettingJson[]>(ts, 'settings/general');
    const value = (id: string) => response.body.find((setting) => setting.id === id)?.value;
    expect(value('woocommerce_ship_to_countries')).toBe('specific');
    expect(value('woocommerce_specific_ship_to_countries')).toEqual(expect.arrayContaining(['FR', 'DE', 'CY', 'US', 'CA']));
    expect(value('woocommerce_specific_ship_to_countries')).not.toContain('JP');
    // Unset multiselects stay '' as the recorded store answers them.
    expect(value('woocommerce_all_except_countries')).toBe(recordedGeneral.find((s) => s.id === 'woocommerce_all_except_countries')?.value);
    const single = await api<SettingJson>(ts, 'settings/general/woocommerce_specific_ship_to_countries');
    expect(single.body).toMatchObject({ type: 'multiselect', default: '', value: expect.arrayContaining(['FR']) });
  });

  it('refuses an unknown group or setting, and anonymous callers', async () => {
    const group = await api<ErrorJson>(ts, 'settings/nothing');
    expect([group.status, group.body.code]).toEqual([404, 'rest_setting_setting_group_invalid']);
    const setting = await api<ErrorJson>(ts, 'settings/tax/woocommerce_nothing');
    expect([setting.status, setting.body.code]).toEqual([404, 'rest_setting_setting_invalid']);
    expect((await anonymousRequest<ErrorJson>(ts, 'settings/tax')).status).toBe(401);
  });
});
