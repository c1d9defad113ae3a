/**
 * Shipping zones, their locations and methods, and the shipping method types: the seeded zones in
 * matching order, zone 0 first, the disabled rate listed, and the shapes of the recorded 9.9.5 answers.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { anonymousRequest, api, startTestStore, type ErrorJson, type TestStore } from './helpers/store';

type Json = Record<string, unknown>;

interface SettingJson {
  id: string;
  value: string;
  default: string;
  placeholder: string;
  options?: Record<string, string>;
}

interface MethodJson {
  id: number;
  instance_id: number;
  title: string;
  order: number;
  enabled: boolean;
  method_id: string;
  method_title: string;
  method_description: string;
  settings: Record<string, SettingJson>;
  _links: Json;
}

const fixture = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8'));
const keys = (value: unknown): string[] => Object.keys(value as Json).sort();
const errors = fixture('errors.examples.json') as Record<string, { http_status: number; body: Json }>;

let ts: TestStore;

beforeAll(async () => {
  ts = await startTestStore();
});

afterAll(async () => {
  await ts.close();
});

/** A recorded answer with the recorded store's origin replaced by this store's. */
const recordedHere = (name: string): unknown =>
  JSON.parse(JSON.stringify(fixture(name)).replace(/https:\/\/127\.0\.0\.1:(8080|8443)/g, ts.store.url));

describe('zones', () => {
  it('lists zone 0 first, then the seeded zones in matching order, as the recorded store shapes them', async () => {
    const response = await api<{ id: number; name: string; order: number; _links: Json }[]>(ts, 'shipping/zones');
    expect(response.status).toBe(200);
    expect(response.headers.get('allow')).toBe('GET, POST');
    expect(response.headers.get('x-wp-total')).toBe('5');
    expect(response.body.map((zone) => [zone.id, zone.name, zone.order])).toEqual([
      [0, 'Locations not covered by your other zones', 0],
      [1, 'Corse', 0],
      [2, 'France', 1],
      [3, 'Union européenne', 2],
      [4, 'Amérique du Nord', 3],
    ]);
    const recorded = recordedHere('27-shipping-zones-list.json') as Json[];
    expect(response.body[0]).toEqual(recorded[0]);
    for (const zone of response.body) expect(keys(zone)).toEqual(keys(recorded[1]));
    const france = await api(ts, 'shipping/zones/2');
    expect(france.body).toEqual({
      ...(recordedHere('08-shipping-zone-create.json') as Json),
      id: 2,
      order: 1,
      _links: (response.body[2] as Json)._links,
    });
    expect(JSON.stringify(france.body)).toContain(`${ts.store.url}/wp-json/wc/v3/shipping/zones/2/locations`);
  });

  it('answers the locations of each zone (none for zone 0)', async () => {
    const locations = async (id: number) => (await api<{ code: string; type: string }[]>(ts, `shipping/zones/${id}/locations`)).body;
    const france = await api<Json[]>(ts, 'shipping/zones/2/locations');
    expect(france.body).toEqual(
      JSON.parse(JSON.stringify(recordedHere('28-shipping-zone-fr-locations.json')).replaceAll('/zones/1', '/zones/2')) as Json[],
    );
    expect(france.headers.get('allow')).toBe('GET, POST, PUT, PATCH');
    expect((await locations(1)).map(({ code, type }) => [code, type])).toEqual([
      ['FR', 'country'],
      ['20*', 'postcode'],
    ]);
    expect((await locations(3)).map(({ code, type }) => [code, type])).toEqual([
      ['EU', 'continent'],
      ['CY', 'country'],
    ]);
    expect((await locations(4)).map(({ code, type }) => [code, type])).toEqual([
      ['US:CA', 'state'],
      ['US:NY', 'state'],
      ['CA', 'country'],
    ]);
    const rest = await api(ts, 'shipping/zones/0/locations');
    expect([rest.status, rest.body, rest.headers.get('x-wp-total')]).toEqual([200, [], '0']);
  });

  it('refuses an unknown zone, and anonymous callers', async () => {
    for (const route of ['shipping/zones/99', 'shipping/zones/99/locations', 'shipping/zones/99/methods', 'shipping/zones/99/methods/1']) {
      const response = await api(ts, route);
      expect([route, response.status, response.body]).toEqual([route, 404, errors['wc.woocommerce_rest_shipping_zone_invalid']?.body]);
    }
    const method = await api(ts, 'shipping/zones/1/methods/3');
    expect([method.status, method.body]).toEqual([404, errors['wc.woocommerce_rest_shipping_zone_method_invalid']?.body]);
    const anonymous = await anonymousRequest<ErrorJson>(ts, 'shipping/zones/1');
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'woocommerce_rest_cannot_view']);
  });

  it('answers 404 "Shipping is disabled." on every zone route when the shop ships nowhere', async () => {
    const db = new Database(path.join(ts.dataDir, 'localstore.sqlite'));
    try {
      db.prepare("UPDATE options SET value = 'disabled' WHERE name = 'woocommerce_ship_to_countries'").run();
      const response = await api(ts, 'shipping/zones');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 'rest_no_route', message: 'Shipping is disabled.', data: { status: 404 } });
    } finally {
      db.prepare("UPDATE options SET value = '' WHERE name = 'woocommerce_ship_to_countries'").run();
      db.close();
    }
    expect((await api(ts, 'shipping/zones')).status).toBe(200);
  });
});

describe('zone methods', () => {
  const methods = async (zoneId: number) => (await api<MethodJson[]>(ts, `shipping/zones/${zoneId}/methods`)).body;

  it('shape a flat rate exactly as the recorded store does', async () => {
    const [corse] = await methods(1);
    const recorded = (recordedHere('29-shipping-zone-fr-methods.json') as MethodJson[])[0] as MethodJson;
    expect(keys(corse)).toEqual(keys(recorded));
    expect(keys(corse?.settings)).toEqual(keys(recorded.settings));
    expect(corse).toMatchObject({
      id: 1,
      instance_id: 1,
      order: 1,
      enabled: true,
      method_id: 'flat_rate',
      title: 'Livraison Corse (4-6 jours ouvrés)',
    });
    expect([corse?.method_title, corse?.method_description]).toEqual([recorded.method_title, recorded.method_description]);
    expect(corse?.settings.tax_status).toEqual(recorded.settings.tax_status);
    expect(corse?.settings.cost).toEqual({ ...recorded.settings.cost, value: '9.90' });
    expect(corse?.settings.title).toEqual({ ...recorded.settings.title, value: 'Livraison Corse (4-6 jours ouvrés)' });
    expect(corse?._links).toEqual(recorded._links);
    expect(keys(fixture('10-shipping-zone-method-flat-rate-create.json'))).toEqual(keys(recorded));
  });

  it('list France: standard, free over 100, express, pickup, each with its settings', async () => {
    const france = await methods(2);
    expect(france.map((method) => [method.instance_id, method.order, method.method_id, method.title, method.enabled])).toEqual([
      [2, 1, 'flat_rate', 'Livraison standard (3-5 jours ouvrés)', true],
      [3, 2, 'free_shipping', 'Livraison offerte', true],
      [4, 3, 'flat_rate', 'Livraison express (1-2 jours ouvrés)', true],
      [5, 4, 'local_pickup', 'Retrait en boutique (Paris)', true],
    ]);
    const value = (method: MethodJson | undefined, id: string) => method?.settings[id]?.value;
    expect(value(france[0], 'cost')).toBe('5.90');
    expect(value(france[2], 'cost')).toBe('10.00');
    const free = france[1] as MethodJson;
    expect(keys(free.settings)).toEqual(['ignore_discounts', 'min_amount', 'requires', 'title']);
    expect([value(free, 'requires'), value(free, 'min_amount'), value(free, 'ignore_discounts')]).toEqual(['min_amount', '100', 'no']);
    expect(free.settings.requires?.options).toMatchObject({ '': 'N/A', min_amount: 'A minimum order amount' });
    expect(free.settings.min_amount).toMatchObject({ type: 'price', default: '', placeholder: '' });
    expect(free.method_title).toBe('Free shipping');
    const pickup = france[3] as MethodJson;
    expect(keys(pickup.settings)).toEqual(['cost', 'tax_status', 'title']);
    expect([value(pickup, 'cost'), value(pickup, 'tax_status'), pickup.method_title]).toEqual(['0', 'taxable', 'Local pickup']);
    for (const method of france)
      for (const setting of Object.values(method.settings))
        expect(keys(setting)).toEqual(
          expect.arrayContaining(['id', 'label', 'description', 'type', 'value', 'default', 'tip', 'placeholder']),
        );
    const single = await api<MethodJson>(ts, 'shipping/zones/2/methods/3');
    expect(single.body).toEqual(free);
  });

  it('list the other zones, zone 0 with its disabled rate', async () => {
    expect((await methods(3)).map((method) => [method.title, method.settings.cost?.value])).toEqual([
      ['Livraison internationale (5-10 jours ouvrés)', '15.00'],
    ]);
    expect((await methods(4)).map((method) => [method.title, method.settings.cost?.value])).toEqual([
      ['Livraison Amérique du Nord', '25.00'],
    ]);
    const rest = await methods(0);
    expect(rest.map((method) => [method.instance_id, method.title, method.settings.cost?.value, method.enabled])).toEqual([
      [8, 'Livraison internationale', '35.00', true],
      [9, 'Livraison économique', '20.00', false],
    ]);
    for (const method of [...rest, ...(await methods(2))]) {
      if (method.method_id === 'flat_rate') expect(method.settings.tax_status?.value).toBe('taxable');
    }
  });
});

describe('shipping methods', () => {
  it('lists the method types as the recorded store does', async () => {
    const response = await api(ts, 'shipping_methods');
    expect(response.body).toEqual(recordedHere('39-shipping-methods.json'));
    expect(response.headers.get('x-wp-total')).toBe('4');
    expect((await api(ts, 'shipping_methods/free_shipping')).body).toEqual((recordedHere('39-shipping-methods.json') as Json[])[1]);
    const unknown = await api<ErrorJson>(ts, 'shipping_methods/teleport');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'woocommerce_rest_shipping_method_invalid']);
  });
});
