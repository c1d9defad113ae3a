/**
 * Payment gateways: the enabled card gateway (`stripe`) and WooCommerce's three offline gateways,
 * disabled, shaped as the recorded 9.9.5 store answers them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { anonymousRequest, api, startTestStore, type ErrorJson, type TestStore } from './helpers/store';

type Json = Record<string, unknown>;

interface GatewayJson {
  id: string;
  title: string;
  order: number;
  enabled: boolean;
  method_title: string;
  settings: Record<string, { value: string; type: string; options?: Record<string, Record<string, string>> }>;
}

const fixture = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8'));
const keys = (value: unknown): string[] => Object.keys(value as Json).sort();

let ts: TestStore;

beforeAll(async () => {
  ts = await startTestStore();
});

afterAll(async () => {
  await ts.close();
});

const recorded = () =>
  JSON.parse(JSON.stringify(fixture('38-payment-gateways.json')).replaceAll('https://127.0.0.1:8443', ts.store.url)) as Json[];

it('lists the card gateway first, enabled, then the offline gateways, disabled, as the recorded store does', async () => {
  const response = await api<GatewayJson[]>(ts, 'payment_gateways');
  expect(response.status).toBe(200);
  expect(response.headers.get('allow')).toBe('GET');
  expect(response.headers.get('x-wp-total')).toBe('4');
  expect(response.body.map((gateway) => [gateway.id, gateway.order, gateway.enabled])).toEqual([
    ['stripe', 0, true],
    ['bacs', 3, false],
    ['cheque', 4, false],
    ['cod', 5, false],
  ]);
  const [bacs, cheque, cod] = recorded();
  expect(response.body[1]).toEqual(bacs);
  expect(response.body[2]).toEqual(cheque);
  for (const gateway of response.body) expect(keys(gateway)).toEqual(keys(bacs));
  // Cash on delivery offers the shop's own shipping methods.
  const ours = response.body[3] as GatewayJson;
  const methods = ours.settings.enable_for_methods?.options;
  expect(methods?.['Flat rate']).toMatchObject({
    flat_rate: 'Any &quot;Flat rate&quot; method',
    'flat_rate:2': 'France &ndash; Livraison standard (3-5 jours ouvrés) (#2)',
  });
  expect(methods?.['Flat rate']?.['flat_rate:8']).toBe('Other locations &ndash; Livraison internationale (#8)');
  const withoutOptions = (gateway: unknown) => {
    const copy = JSON.parse(JSON.stringify(gateway)) as GatewayJson;
    delete copy.settings.enable_for_methods?.options;
    return copy;
  };
  expect(withoutOptions(ours)).toEqual(withoutOptions(cod));
});

it('answers the card gateway with its shopper-facing title and no secret', async () => {
  const response = await api<GatewayJson & { description: string; method_supports: string[] }>(ts, 'payment_gateways/stripe');
  expect(response.body).toMatchObject({ id: 'stripe', title: 'Carte bancaire', method_title: 'Stripe', enabled: true, order: 0 });
  expect(response.body.method_supports).toContain('refunds');
  expect(response.body.settings.secret_key).toMatchObject({ type: 'password', value: '' });
  expect(response.body.settings.test_secret_key?.value).toBe('');
  expect(response.body.settings.testmode?.value).toBe('yes');
  expect(keys(response.body.settings.title)).toEqual(keys((recorded()[0] as { settings: Json }).settings.title));
});

it('refuses an unknown gateway and anonymous callers', async () => {
  const errors = fixture('errors.examples.json') as Record<string, { body: Json }>;
  const unknown = await api(ts, 'payment_gateways/paypal');
  expect([unknown.status, unknown.body]).toEqual([404, errors['wc.woocommerce_rest_payment_gateway_invalid']?.body]);
  const anonymous = await anonymousRequest<ErrorJson>(ts, 'payment_gateways');
  expect([anonymous.status, anonymous.body.code]).toEqual([401, 'woocommerce_rest_cannot_view']);
});
