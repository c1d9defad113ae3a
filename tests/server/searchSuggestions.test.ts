/** The header search's suggestions through the real server, over the local store, over SQLite. */
import { startTestServer, type TestServer } from './helpers/testServer';

interface Suggestions {
  searchSuggestions: {
    products: {
      matchedOn: string;
      matchedText: string;
      product: { slug: string; name: string; sku: string; price: { currencyCode: string } | null };
    }[];
    colors: { value: string; label: string; productCount: number }[];
  };
}

const SUGGESTIONS = `
  query Suggestions($query: String!, $first: PositiveInt, $language: Language, $currency: CurrencyCode) {
    searchSuggestions(query: $query, first: $first, language: $language, currency: $currency) {
      products { matchedOn matchedText product { slug name sku price { currencyCode } } }
      colors { value label productCount }
    }
  }`;

let server: TestServer;
const suggest = async (variables: Record<string, unknown>) => {
  const result = await server.gql<Suggestions>(SUGGESTIONS, variables);
  expect(result.errors).toBeUndefined();
  return result.data!.searchSuggestions;
};

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('searchSuggestions', () => {
  it('suggests products by the start of their name, accents and case ignored', async () => {
    const found = await suggest({ query: 'odeo' });
    expect(found.products[0]).toMatchObject({ matchedOn: 'NAME', product: { name: 'Odéon' } });
    const lower = await suggest({ query: 'MONTM' });
    expect(lower.products.map((suggestion) => suggestion.product.slug)).toContain('montmartre');
    expect(lower.products[0]!.product.price?.currencyCode).toBe('EUR');
  });

  it('suggests a product by its reference, and by a variation reference', async () => {
    const byName = await suggest({ query: 'montmartre' });
    const sku = byName.products.find((suggestion) => suggestion.product.slug === 'montmartre')!.product.sku;
    expect(sku).toMatch(/^EYW-/);
    const bySku = await suggest({ query: sku.toLowerCase() });
    expect(bySku.products[0]).toMatchObject({ matchedOn: 'SKU', matchedText: sku, product: { slug: 'montmartre' } });
    // A colour's reference (EYW-XXX-BLK) finds the product it is a variation of.
    const byVariation = await suggest({ query: `${sku}-BLK` });
    expect(byVariation.products.map((suggestion) => suggestion.product.slug)).toContain('montmartre');
  });

  it('suggests colours by their name in the language, and the products of a colour', async () => {
    const english = await suggest({ query: 'tortoi', language: 'EN' });
    expect(english.colors[0]).toMatchObject({ value: 'tortoise', label: 'Tortoise' });
    expect(english.colors[0]!.productCount).toBeGreaterThan(1);
    expect(english.products.length).toBeGreaterThan(0);
    for (const suggestion of english.products) expect(suggestion).toMatchObject({ matchedOn: 'COLOR', matchedText: 'Tortoise' });
    const french = await suggest({ query: 'ecaille', language: 'FR' });
    expect(french.colors[0]).toMatchObject({ value: 'tortoise' });
    expect(french.colors[0]!.label.toLowerCase()).toContain('écaille');
  });

  it('keeps to the limit and says nothing for words no product holds', async () => {
    const many = await suggest({ query: 'ti', first: 2 });
    expect(many.products.length).toBeLessThanOrEqual(2);
    expect(many.colors.length).toBeLessThanOrEqual(2);
    expect(await suggest({ query: 'zzqxw' })).toEqual({ products: [], colors: [] });
  });

  it('refuses a query too short or too long, and a limit past 10', async () => {
    for (const variables of [{ query: ' a ' }, { query: 'x'.repeat(101) }, { query: '--' }, { query: 'mont', first: 11 }]) {
      const result = await server.gql(SUGGESTIONS, variables);
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('answers from the catalog the server holds: no store call per keystroke', async () => {
    await suggest({ query: 'bel' });
    const before = server.catalogStore;
    expect(before).toBeDefined();
    const calls: string[] = [];
    const original = before.listProducts.bind(before);
    before.listProducts = async (...args) => {
      calls.push('listProducts');
      return original(...args);
    };
    try {
      for (const typed of ['bell', 'belle', 'bellev', 'bellevi']) await suggest({ query: typed });
    } finally {
      before.listProducts = original;
    }
    expect(calls).toEqual([]);
  });

  // Last: it spends this address's allowance.
  it('is rate limited per client address (120 a minute)', async () => {
    let refused: string | undefined;
    for (let sent = 0; sent < 130 && !refused; sent++) {
      const result = await server.gql(SUGGESTIONS, { query: 'mont' });
      refused = result.errors?.[0]?.extensions?.code;
    }
    expect(refused).toBe('RATE_LIMITED');
  }, 60_000);
});
