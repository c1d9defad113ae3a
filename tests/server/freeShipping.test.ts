/** The cart's progress to free shipping (the cart drawer's line) through the real server, over the local store. */
import { startTestServer, type TestServer } from './helpers/testServer';

interface Progress {
  threshold: { amount: number; currencyCode: string };
  remaining: { amount: number; currencyCode: string };
  reached: boolean;
}

const CART = `query($lines: [CartLineInput!]!, $currency: CurrencyCode, $destination: DestinationInput) {
  cartPricing(lines: $lines, currency: $currency, destination: $destination) {
    subtotal { amount currencyCode }
    freeShipping { threshold { amount currencyCode } remaining { amount currencyCode } reached }
  }
}`;

let server: TestServer;
let mouffetard: string;

const progress = async (quantity: number, extra: Record<string, unknown> = {}) => {
  const result = await server.gql<{ cartPricing: { subtotal: { amount: number }; freeShipping: Progress | null } }>(CART, {
    lines: [{ key: 'line', productId: mouffetard, quantity }],
    ...extra,
  });
  expect(result.errors).toBeUndefined();
  return result.data!.cartPricing;
};

beforeAll(async () => {
  server = await startTestServer();
  const found = await server.gql<{ product: { id: string } }>(`{ product(slug: "mouffetard") { id } }`);
  mouffetard = found.data!.product.id;
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('cartPricing.freeShipping', () => {
  it("counts what an 89 € cart lacks to the shop's zone's free shipping (France, 100 €)", async () => {
    const cart = await progress(1);
    expect(cart.subtotal.amount).toBe(89);
    expect(cart.freeShipping).toEqual({
      threshold: { amount: 100, currencyCode: 'EUR' },
      remaining: { amount: 11, currencyCode: 'EUR' },
      reached: false,
    });
    // The shopper's own French address: the same zone.
    expect((await progress(1, { destination: { country: 'FR', postcode: '75011' } })).freeShipping?.remaining.amount).toBe(11);
  });

  it('says when the cart ships free', async () => {
    expect((await progress(2)).freeShipping).toMatchObject({ remaining: { amount: 0 }, reached: true });
  });

  it('shows the amounts in the display currency', async () => {
    const cart = await progress(1, { currency: 'USD' });
    const shipping = cart.freeShipping!;
    expect(shipping.threshold.currencyCode).toBe('USD');
    expect(shipping.remaining.currencyCode).toBe('USD');
    expect(shipping.threshold.amount).not.toBe(100);
    // 11 € of 100 €, converted at the same rate (to the cent).
    expect(Math.abs(shipping.remaining.amount - (shipping.threshold.amount * 11) / 100)).toBeLessThanOrEqual(0.01);
  });

  it('is null where the zone has no free shipping (Corsica, Belgium, the rest of the world)', async () => {
    for (const destination of [{ country: 'FR', postcode: '20000' }, { country: 'BE' }, { country: 'JP' }]) {
      expect((await progress(1, { destination })).freeShipping).toBeNull();
    }
  });
});
