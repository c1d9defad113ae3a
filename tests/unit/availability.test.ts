import { availabilityOf, deliveryEstimate, toStockStatus } from '../../server/src/domain/availability';

describe('availabilityOf', () => {
  it('maps stock statuses as spec section 4 says', () => {
    expect(availabilityOf('instock')).toBe('IN_STOCK');
    expect(availabilityOf('onbackorder')).toBe('PRE_ORDER');
    expect(availabilityOf('outofstock')).toBe('OUT_OF_STOCK');
  });

  it('makes a product of the pre-order category a pre-order', () => {
    expect(availabilityOf('instock', ['homme', 'pre-order'])).toBe('PRE_ORDER');
    expect(availabilityOf('instock', ['homme'])).toBe('IN_STOCK');
  });

  it('keeps out of stock even in the pre-order category', () => {
    expect(availabilityOf('outofstock', ['pre-order'])).toBe('OUT_OF_STOCK');
  });

  it('reads unknown store statuses as in stock', () => {
    expect(toStockStatus('weird')).toBe('instock');
    expect(toStockStatus(undefined)).toBe('instock');
    expect(toStockStatus('onbackorder')).toBe('onbackorder');
  });

  it('promises 70-90 days for pre-orders, 3-5 business days otherwise', () => {
    expect(deliveryEstimate('PRE_ORDER')).toEqual({ minDays: 70, maxDays: 90 });
    expect(deliveryEstimate('IN_STOCK')).toEqual({ minDays: 3, maxDays: 5 });
  });
});
