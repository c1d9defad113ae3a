/** States of an address (domain/addressStates.ts) and the shipping method the shop chooses (domain/shippingMethods.ts). */
import { cleanState, stateErrors, type CountryStates } from '../../server/src/domain/addressStates';
import { suggestedMethod } from '../../server/src/domain/shippingMethods';

const STATES: CountryStates = {
  US: [
    { code: 'CA', name: 'California' },
    { code: 'NY', name: 'New York' },
  ],
};

describe('stateErrors', () => {
  it('requires one of the country’s states where it has some', () => {
    expect(stateErrors('billing', { country: 'US', state: '' }, STATES)).toEqual([
      expect.objectContaining({ field: 'billing.state', code: 'REQUIRED' }),
    ]);
    expect(stateErrors('shipping', { country: 'us', state: 'TX' }, STATES)).toEqual([
      expect.objectContaining({ field: 'shipping.state', code: 'INVALID_STATE' }),
    ]);
    expect(stateErrors('billing', { country: 'US', state: ' ca ' }, STATES)).toEqual([]);
  });

  it('asks nothing of a country without states, and drops what was typed', () => {
    expect(stateErrors('billing', { country: 'FR', state: 'Île-de-France' }, STATES)).toEqual([]);
    expect(cleanState(STATES, 'FR', 'Île-de-France')).toBe('');
    expect(cleanState(STATES, 'US', ' ny')).toBe('NY');
  });
});

describe('suggestedMethod', () => {
  const method = (id: string, kind: 'FLAT_RATE' | 'FREE_SHIPPING' | 'LOCAL_PICKUP', displayCost: number) => ({ id, kind, displayCost });

  it('chooses free shipping over a cheaper-listed flat rate, and the cheapest otherwise (the store order breaking ties)', () => {
    expect(suggestedMethod([method('standard', 'FLAT_RATE', 5.9), method('free', 'FREE_SHIPPING', 0)])?.id).toBe('free');
    expect(suggestedMethod([method('express', 'FLAT_RATE', 10), method('standard', 'FLAT_RATE', 5.9)])?.id).toBe('standard');
    expect(suggestedMethod([method('a', 'FLAT_RATE', 5.9), method('b', 'FLAT_RATE', 5.9)])?.id).toBe('a');
  });

  it('never chooses a pickup at the shop unless nothing is delivered', () => {
    expect(suggestedMethod([method('standard', 'FLAT_RATE', 5.9), method('pickup', 'LOCAL_PICKUP', 0)])?.id).toBe('standard');
    expect(suggestedMethod([method('pickup', 'LOCAL_PICKUP', 0)])?.id).toBe('pickup');
    expect(suggestedMethod([])).toBeNull();
  });
});
