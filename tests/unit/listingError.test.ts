/** What a listing that could not be shown says (client/src/catalog/listingError.ts). */
import { listingErrorKind } from '../../client/src/catalog/listingError';

describe("a listing's error", () => {
  it('is "too broad" for the server refusing a filter combination past the in-memory size', () => {
    expect(listingErrorKind([{ extensions: { code: 'BAD_USER_INPUT', reason: 'LISTING_TOO_BROAD' } }])).toBe('tooBroad');
  });

  it('is "too many searches" when new search terms are rate limited', () => {
    expect(listingErrorKind([{ extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 30 } }])).toBe('searchRateLimited');
  });

  it('is a failure otherwise: the store down, another bad input, a network error', () => {
    expect(listingErrorKind([{ extensions: { code: 'STORE_UNAVAILABLE' } }])).toBe('failed');
    expect(listingErrorKind([{ extensions: { code: 'BAD_USER_INPUT' } }])).toBe('failed');
    expect(listingErrorKind([{}])).toBe('failed');
    expect(listingErrorKind(undefined)).toBe('failed');
  });
});
