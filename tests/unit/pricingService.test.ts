/** PricingService over a fake store: fresh, batched reads (one products read, one variations read per product that needs one). */
import { CartTooLargeError, MAX_CART_LINES } from '../../server/src/domain/cart';
import type { Product, Variation } from '../../server/src/domain/catalog';
import { PricingService, type PricingStore } from '../../server/src/pricing/service';
import { product, variation } from './helpers/catalog';

function fakeStore(products: Product[], variations: Variation[]) {
  const calls: string[] = [];
  const store: PricingStore = {
    async productsByIds(ids) {
      calls.push(`products ${ids.join(',')}`);
      return products.filter((candidate) => ids.includes(candidate.id));
    },
    async variations(parent) {
      calls.push(`variations ${parent.id}`);
      return variations.filter((candidate) => candidate.productId === parent.id);
    },
  };
  return { store, calls, products, variations };
}

const EUR = { code: 'EUR', rate: 1 };
const line = (key: string, productId: number, variationId: number | null = null, quantity = 1) => ({
  key,
  productId,
  variationId,
  quantity,
});

describe('PricingService', () => {
  const frames = product({ id: 10, type: 'variable', variationIds: [11, 12], price: 179 });
  const case_ = product({ id: 20, slug: 'etui', texts: { name: 'Étui', description: '', shortDescription: '' }, price: 25 });
  const other = product({ id: 30, type: 'variable', variationIds: [31], price: 99 });

  it('reads every product in one call and variations once per product that a line needs them of', async () => {
    const fake = fakeStore(
      [frames, case_, other],
      [variation({ id: 11 }), variation({ id: 12, price: 199 }), variation({ id: 31, productId: 30 })],
    );
    const cart = await new PricingService(fake.store).price(
      [line('a', 10, 11, 2), line('b', 10, 12), line('c', 20), line('d', 30), line('e', 404), line('f', 20, 7)],
      { code: 'USD', rate: 1.1 },
    );
    expect(fake.calls).toEqual(['products 10,20,30,404', 'variations 10']);
    expect(cart.lines.map(({ priced, product: source }) => [priced.key, priced.found, priced.purchasable, source?.id ?? null])).toEqual([
      ['a', true, true, 10],
      ['b', true, true, 10],
      ['c', true, true, 20],
      ['d', true, false, 30],
      ['e', false, false, null],
      ['f', false, false, 20],
    ]);
    expect(cart.base.lines.map((priced) => priced.lineTotal?.amount ?? null)).toEqual([358, 199, 25, 99, null, null]);
    expect(cart.base.subtotal).toEqual({ amount: 582, currencyCode: 'EUR' });
    expect(cart.display.subtotal).toEqual({ amount: 640.2, currencyCode: 'USD' });
    expect(cart.display.allAvailable).toBe(false);
  });

  it('reads the store again at every call (no cache)', async () => {
    const fake = fakeStore([case_], []);
    const service = new PricingService(fake.store);
    expect((await service.price([line('c', 20)], EUR)).base.subtotal.amount).toBe(25);
    fake.products[0] = { ...case_, price: 27.5 };
    expect((await service.price([line('c', 20)], EUR)).base.subtotal.amount).toBe(27.5);
    expect(fake.calls).toEqual(['products 20', 'products 20']);
  });

  it('prices an empty cart without a store call, and refuses a cart that is too long', async () => {
    const fake = fakeStore([], []);
    const service = new PricingService(fake.store);
    expect((await service.price([], EUR)).display).toMatchObject({ lines: [], subtotal: { amount: 0 }, allAvailable: true });
    const tooMany = Array.from({ length: MAX_CART_LINES + 1 }, (_, index) => line(String(index), 20));
    await expect(service.price(tooMany, EUR)).rejects.toBeInstanceOf(CartTooLargeError);
    expect(fake.calls).toEqual([]);
  });
});
