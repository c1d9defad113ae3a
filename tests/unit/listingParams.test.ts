/** The listing's URL state: read and written back unchanged, the hidden filter panel included. */
import { readListingState, toFilterInput, writeListingState } from '../../client/src/catalog/listingParams';

describe('listing URL state', () => {
  it('keeps every part through a round trip', () => {
    const query =
      'sort=price-asc&category=solaire&gender=homme&color=noir,or&preorder=1&min=150&max=250&q=ronde&page=2&view=list&filters=closed';
    expect(writeListingState(readListingState(new URLSearchParams(query))).toString()).toBe(query.replace(',', '%2C'));
  });

  it('keeps the filter panel hidden when another part changes', () => {
    const state = readListingState(new URLSearchParams('filters=closed'));
    expect(state.filtersClosed).toBe(true);
    const sorted = writeListingState({ ...state, sort: 'NEWEST', page: 3 });
    expect(sorted.get('filters')).toBe('closed');
    expect(writeListingState({ ...state, filtersClosed: false }).has('filters')).toBe(false);
  });

  it('sends a search only from 2 characters on (the server refuses shorter ones)', () => {
    expect(toFilterInput('ALL', readListingState(new URLSearchParams('q=+a+'))).search).toBeNull();
    expect(toFilterInput('ALL', readListingState(new URLSearchParams('q=+ov+'))).search).toBe('ov');
  });
});
