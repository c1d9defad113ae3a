/**
 * The store's own words in the shopper's language, through the GraphQL server over the local store:
 * the colour filter one value per colour in each language, attributes and variations named in the
 * language, shipping methods, and an English checkout whose order and confirmation hold no French
 * store word while the store records its own gateway title. A word without a translation falls back
 * to the store's and is reported once in the log.
 */
import pino from 'pino';
import { loadConfig } from '../../server/src/config';
import { startServer, type RunningServer } from '../../server/src/server';
import { openStorefrontStorage } from '../../server/src/storage/database';
import { StoreTranslationRecords } from '../../server/src/storage/storeTranslations';
import { wooOrder } from '../../server/src/woo/checkoutWire';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gqlSession, type GqlSession } from './helpers/gqlSession';
import { ORDER, PAY, PLACE, QUOTE, card, placeInput, type CartLine } from './helpers/checkoutOps';

jest.setTimeout(60_000);

/** French words of the local store a shopper could read on an English page. */
const FRENCH_STORE_WORDS = /Livraison|Retrait|jours ouvrés|Carte bancaire|Couleur|Noir|Forme|Genre|Optiques|Solaire|Homme|Femme/;

const MONTMARTRE_BLACK: CartLine = { key: 'black', productId: '310', variationId: '311', quantity: 1 };

type Option = { value: string; label: string; count: number };
type FilterOptions = { filterOptions: { colors: Option[]; genders: Option[]; categories: Option[] } };

let dataDir: string;
let server: RunningServer;
let shopper: GqlSession;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-words-'));
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', DATA_DIR: dataDir });
  const logger = pino({ level: 'warn' }, { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) });
  server = await startServer(config, logger);
  shopper = gqlSession(server.url);
});

afterAll(async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const FILTER_OPTIONS = `query Options($language: Language, $filter: ProductFilterInput) {
  filterOptions(language: $language, filter: $filter) { colors { value label count } genders { value label count } categories { value label count } }
}`;

describe('the colour filter', () => {
  it('shows one value per colour in each language: the store terms "Black" and "Noir" are one', async () => {
    const en = (await shopper.gql<FilterOptions>(FILTER_OPTIONS, { language: 'EN' })).data!.filterOptions;
    const fr = (await shopper.gql<FilterOptions>(FILTER_OPTIONS, { language: 'FR' })).data!.filterOptions;
    const enLabels = en.colors.map((option) => option.label);
    const frLabels = fr.colors.map((option) => option.label);
    expect(enLabels.filter((label) => label === 'Black')).toHaveLength(1);
    expect(enLabels).not.toContain('Noir');
    expect(frLabels.filter((label) => label === 'Noir')).toHaveLength(1);
    expect(frLabels).not.toContain('Noir intense');
    expect(frLabels).not.toContain('Black');
    // One value in either language, counting each product once.
    const enBlack = en.colors.find((option) => option.label === 'Black')!;
    const frBlack = fr.colors.find((option) => option.label === 'Noir')!;
    expect(enBlack.value).toBe('black');
    expect(frBlack).toEqual({ ...enBlack, label: 'Noir' });
    // Genders and categories named in the language too.
    expect(en.genders.map((option) => option.label)).toEqual(expect.arrayContaining(['Men', 'Women']));
    expect(fr.genders.map((option) => option.label)).toEqual(expect.arrayContaining(['Homme', 'Femme']));
    expect(en.categories.map((option) => option.label).sort()).toEqual(['Optical', 'Sunglasses']);
  });

  it('keeps every product of the group when the value is chosen, and counts as many as it lists', async () => {
    const en = (await shopper.gql<FilterOptions>(FILTER_OPTIONS, { language: 'EN' })).data!.filterOptions;
    const black = en.colors.find((option) => option.value === 'black')!;
    const listed = await shopper.gql<{ products: { totalCount: number; nodes: { colors: { value: string }[] }[] } }>(
      `query L($filter: ProductFilterInput) { products(filter: $filter, language: EN, pageSize: 100) { totalCount nodes { colors { value } } } }`,
      { filter: { colors: ['black'] } },
    );
    const { totalCount, nodes } = listed.data!.products;
    expect(totalCount).toBe(black.count);
    // The group holds the products whose only black is the store's "Noir".
    expect(
      nodes.some(
        (node) => node.colors.some((colour) => colour.value === 'noir') && !node.colors.some((colour) => colour.value === 'black'),
      ),
    ).toBe(true);
    // The store's other value asks for the same group.
    const byNoir = await shopper.gql<{ products: { totalCount: number } }>(
      `query L($filter: ProductFilterInput) { products(filter: $filter, language: FR) { totalCount } }`,
      { filter: { colors: ['noir'] } },
    );
    expect(byNoir.data!.products.totalCount).toBe(black.count);
  });
});

it('names a product’s attributes, options, variations and categories in the language', async () => {
  const query = `query P($language: Language) { product(slug: "montmartre", language: $language) {
    attributes { name options { value label } } colors { label } categories { name }
    variations { attributes { name value label } } } }`;
  type Answer = {
    product: {
      attributes: { name: string; options: { value: string; label: string }[] }[];
      colors: { label: string }[];
      categories: { name: string }[];
      variations: { attributes: { name: string; value: string; label: string }[] }[];
    };
  };
  const en = (await shopper.gql<Answer>(query, { language: 'EN' })).data!.product;
  const fr = (await shopper.gql<Answer>(query, { language: 'FR' })).data!.product;
  expect(en.attributes.map((attribute) => attribute.name)).toContain('Colour');
  expect(fr.attributes.map((attribute) => attribute.name)).toContain('Couleur');
  expect(en.colors.map((colour) => colour.label)).toEqual(['Black', 'Tortoise', 'Clear']);
  expect(fr.colors.map((colour) => colour.label)).toEqual(['Noir', 'Écaille', 'Transparent']);
  expect(fr.variations[0]!.attributes[0]).toMatchObject({ name: 'Couleur', value: 'black', label: 'Noir' });
  expect(en.variations[0]!.attributes[0]).toMatchObject({ name: 'Colour', value: 'black', label: 'Black' });
  expect(JSON.stringify(en)).not.toMatch(FRENCH_STORE_WORDS);
  expect(en.categories.map((category) => category.name)).toEqual(expect.arrayContaining(['Optical']));
});

it('shows the shipping methods and their zone in the language', async () => {
  const query = `query S($language: Language) { shippingMethods(country: "FR", postcode: "75002", language: $language) { zone { name } methods { title } } }`;
  type Answer = { shippingMethods: { zone: { name: string }; methods: { title: string }[] } };
  const en = (await shopper.gql<Answer>(query, { language: 'EN' })).data!.shippingMethods;
  const fr = (await shopper.gql<Answer>(query, { language: 'FR' })).data!.shippingMethods;
  expect(en.methods.map((method) => method.title)).toEqual([
    'Standard delivery (3-5 business days)',
    'Free delivery',
    'Express delivery (1-2 business days)',
    'Pick up in store (Paris)',
  ]);
  expect(fr.methods.map((method) => method.title)).toContain('Livraison standard (3-5 jours ouvrés)');
  expect(en.zone.name).toBe('France');
});

describe('an English checkout', () => {
  type Quote = { checkoutQuote: { shippingMethods: { id: string; title: string; methodId: string }[]; total: { amount: number } } };
  type Order = { id: string; paymentMethodTitle: string; lines: { name: string }[]; shippingLines: { title: string }[] };

  it('shows no French store word from the quote to the confirmation; the store records its own gateway title', async () => {
    const lines = [MONTMARTRE_BLACK];
    const input = { lines, country: 'FR', postcode: '75002', language: 'EN' };
    const first = (await shopper.gql<Quote>(QUOTE, { input })).data!.checkoutQuote;
    expect(first.shippingMethods.map((method) => method.title).join(' ')).not.toMatch(FRENCH_STORE_WORDS);
    const express = first.shippingMethods.find((method) => method.title === 'Express delivery (1-2 business days)')!;
    const priced = (await shopper.gql<Quote>(QUOTE, { input: { ...input, shippingMethodId: express.id } })).data!.checkoutQuote;
    const placed = await shopper.gql<{ placeOrder: { order: Order; orderKey: string; payment: { id: string; clientSecret: string } } }>(
      PLACE,
      {
        input: placeInput(lines, express.id, priced.total.amount, { language: 'EN' }),
      },
    );
    const { order, orderKey, payment } = placed.data!.placeOrder;
    expect(JSON.stringify(order)).not.toMatch(FRENCH_STORE_WORDS);
    const paid = await shopper.gql(PAY, {
      input: { orderId: order.id, paymentId: payment.id, clientSecret: payment.clientSecret, card: card('4242424242424242') },
    });
    expect(paid.errors).toBeUndefined();

    const confirmation = (await shopper.gql<{ order: Order }>(ORDER, { id: order.id, key: orderKey, language: 'EN' })).data!.order;
    expect(confirmation.paymentMethodTitle).toBe('Credit card');
    expect(confirmation.lines.map((line) => line.name)).toEqual(['Montmartre - Black']);
    expect(confirmation.shippingLines.map((line) => line.title)).toEqual(['Express delivery (1-2 business days)']);
    expect(JSON.stringify(confirmation)).not.toMatch(FRENCH_STORE_WORDS);

    const french = (await shopper.gql<{ order: Order }>(ORDER, { id: order.id, key: orderKey, language: 'FR' })).data!.order;
    expect(french.paymentMethodTitle).toBe('Carte bancaire');
    expect(french.lines.map((line) => line.name)).toEqual(['Montmartre - Noir']);
    expect(french.shippingLines.map((line) => line.title)).toEqual(['Livraison express (1-2 jours ouvrés)']);

    // The store keeps its own words: its gateway's title (not the storefront's), its method's title.
    const recorded = wooOrder.parse((await server.store.http.get(`wc/v3/orders/${order.id}`, wooOrder)).data);
    expect(recorded.payment_method).toBe('stripe');
    expect(recorded.payment_method_title).toBe('Carte bancaire');
    expect(recorded.shipping_lines[0]!.method_title).toBe('Livraison express (1-2 jours ouvrés)');
  });
});

it('falls back to the store’s word without a translation, and reports it once in the log', async () => {
  const storage = await openStorefrontStorage({ dataDir });
  try {
    expect(await new StoreTranslationRecords(storage.db).remove('shipping_method', '4', 'EN')).toBe(true);
  } finally {
    await storage.close();
  }
  server.services.storeWords.forget();
  const query = `{ shippingMethods(country: "FR", language: EN) { methods { title } } }`;
  for (let round = 0; round < 3; round++) {
    const answer = await shopper.gql<{ shippingMethods: { methods: { title: string }[] } }>(query);
    expect(answer.data!.shippingMethods.methods.map((method) => method.title)).toContain('Livraison express (1-2 jours ouvrés)');
  }
  const reports = logLines.filter((line) => line.kind === 'shipping_method' && line.storeId === '4' && line.language === 'EN');
  expect(reports).toHaveLength(1);
  expect(reports[0]).toMatchObject({ storeText: 'Livraison express (1-2 jours ouvrés)', level: 40 });
});
