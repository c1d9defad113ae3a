import { freeShippingMinimum, freeShippingProgress } from '../../server/src/domain/freeShipping';
import type { ShippingMethodOption } from '../../server/src/domain/shippingMethods';

const method = (overrides: Partial<ShippingMethodOption>): ShippingMethodOption => ({
  id: '2:1',
  zoneId: 2,
  instanceId: 1,
  methodId: 'flat_rate',
  kind: 'FLAT_RATE',
  title: 'Standard',
  description: null,
  cost: 5.9,
  taxable: true,
  minAmount: null,
  requires: 'none',
  settingsCost: '5.90',
  raw: {},
  ...overrides,
});
const free = (requires: ShippingMethodOption['requires'], minAmount: number | null) =>
  method({ methodId: 'free_shipping', kind: 'FREE_SHIPPING', cost: 0, requires, minAmount });

describe('free shipping progress', () => {
  it("takes the zone's lowest minimum an amount alone can reach", () => {
    expect(freeShippingMinimum([method({}), free('min_amount', 100)])).toBe(100);
    expect(freeShippingMinimum([free('either', 150), free('min_amount', 120)])).toBe(120);
    expect(freeShippingMinimum([free('none', null)])).toBe(0);
    expect(freeShippingMinimum([free('coupon', null), free('both', 50)])).toBeNull();
    expect(freeShippingMinimum([method({})])).toBeNull();
  });

  it('counts the rest in the display currency, zero once reached', () => {
    expect(freeShippingProgress(100, 89, { code: 'EUR', rate: 1 })).toEqual({
      threshold: { amount: 100, currencyCode: 'EUR' },
      remaining: { amount: 11, currencyCode: 'EUR' },
      reached: false,
    });
    expect(freeShippingProgress(100, 89, { code: 'USD', rate: 1.1 }).remaining).toEqual({ amount: 12.1, currencyCode: 'USD' });
    expect(freeShippingProgress(100, 100, { code: 'EUR', rate: 1 })).toMatchObject({ remaining: { amount: 0 }, reached: true });
  });
});
