/**
 * GET /wc/v3/data/countries[/{code}] as WooCommerce 9.9 answers them (the contract's example answers,
 * tests/fixtures/woo-rest-v3/data.countries.*): every country with its states, the US states as the
 * contract lists them, one country by its code in either case, and the errors of a real store.
 */
import fs from 'node:fs';
import path from 'node:path';
import { anonymousRequest, api, startTestStore, type TestStore } from './helpers/store';

interface CountryJson {
  code: string;
  name: string;
  states: { code: string; name: string }[];
  _links: { self: { href: string }[]; collection: { href: string }[] };
}

const contract = (name: string): CountryJson[] | CountryJson =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../fixtures/woo-rest-v3', name), 'utf8')) as CountryJson[] | CountryJson;

let ts: TestStore;

beforeAll(async () => {
  ts = await startTestStore();
}, 60_000);

afterAll(async () => {
  await ts.close();
});

describe('data/countries', () => {
  test('lists every country with its states, the US ones as WooCommerce lists them', async () => {
    const response = await api<CountryJson[]>(ts, 'data/countries');
    expect(response.status).toBe(200);
    const [usExample] = contract('data.countries.list.response.json') as CountryJson[];
    const us = response.body.find((country) => country.code === 'US');
    expect(us).toBeDefined();
    expect(Object.keys(us!).sort()).toEqual(Object.keys(usExample!).sort());
    expect(us!.name).toBe(usExample!.name);
    expect(us!.states).toEqual(usExample!.states);
    expect(us!._links.self[0]!.href).toBe(`${ts.store.url}/wp-json/wc/v3/data/countries/us`);
    expect(us!._links.collection[0]!.href).toBe(`${ts.store.url}/wp-json/wc/v3/data/countries`);
    // France has no states in WooCommerce; Canada its provinces.
    expect(response.body.find((country) => country.code === 'FR')?.states).toEqual([]);
    expect(response.body.find((country) => country.code === 'CA')?.states.map((state) => state.code)).toContain('QC');
    expect(response.body.length).toBeGreaterThan(200);
  });

  test('one country by its code, in either case; an unknown one is 404', async () => {
    const example = contract('data.countries.get.response.json') as CountryJson;
    const lower = await api<CountryJson>(ts, 'data/countries/us');
    const upper = await api<CountryJson>(ts, 'data/countries/US');
    expect(lower.status).toBe(200);
    expect(Object.keys(lower.body).sort()).toEqual(Object.keys(example).sort());
    expect(upper.body).toEqual(lower.body);
    const unknown = await api<{ code: string }>(ts, 'data/countries/zz');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('woocommerce_rest_data_invalid_location');
  });

  test('needs the manager key, as every data route', async () => {
    const anonymous = await anonymousRequest<{ code: string }>(ts, 'data/countries');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('woocommerce_rest_cannot_view');
  });
});
