/** The listing's URL state: read and written back unchanged, the hidden filter panel included. */
import {
  activeFilters,
  readListingState,
  toFilterInput,
  withoutFilter,
  withoutFilters,
  writeListingState,
} from '../../client/src/catalog/listingParams';

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

describe('chosen filters as chips', () => {
  const state = readListingState(
    new URLSearchParams('sort=newest&category=solaire&color=black,gold&shape=round&min=150&q=ronde&page=3&filters=closed'),
  );

  it('lists one chip per chosen value, one for the price range and none for sort, page or panel', () => {
    expect(activeFilters(state)).toEqual([
      { kind: 'search', value: 'ronde' },
      { kind: 'category', value: 'solaire' },
      { kind: 'colors', value: 'black' },
      { kind: 'colors', value: 'gold' },
      { kind: 'shapes', value: 'round' },
      { kind: 'price', min: 150, max: null },
    ]);
    expect(activeFilters(readListingState(new URLSearchParams('sort=newest&page=2&view=list&filters=closed')))).toEqual([]);
  });

  it('removes one chip back on the first page, keeping the other filters, the sort and the hidden panel', () => {
    const next = writeListingState(withoutFilter(state, { kind: 'colors', value: 'black' }));
    expect(next.toString()).toBe('sort=newest&category=solaire&color=gold&shape=round&min=150&q=ronde&filters=closed');
    const noPrice = withoutFilter(readListingState(new URLSearchParams('min=150&max=200&preorder=1')), {
      kind: 'price',
      min: 150,
      max: 200,
    });
    expect(writeListingState(noPrice).toString()).toBe('preorder=1');
  });

  it('clears every filter and keeps sort, view and the hidden panel', () => {
    const cleared = withoutFilters({ ...state, view: 'list' });
    expect(writeListingState(cleared).toString()).toBe('sort=newest&view=list&filters=closed');
  });
});

describe('the "fits like yours" filter in the URL', () => {
  it('reads fit= as a typed size, writes it back as 52-18-140, and sends it to the server', () => {
    const state = readListingState(new URLSearchParams('color=black&fit=52-18-140'));
    expect(state.fit).toEqual({ lensWidth: 52, bridgeWidth: 18, templeLength: 140 });
    expect(writeListingState(state).toString()).toBe('color=black&fit=52-18-140');
    expect(toFilterInput('MEN', state).fitsLike).toEqual({ lensWidth: 52, bridgeWidth: 18, templeLength: 140 });
    // Any common form typed into a shared link reads the same; without a temple, none is compared.
    expect(readListingState(new URLSearchParams('fit=52□18 140')).fit).toEqual(state.fit);
    expect(readListingState(new URLSearchParams('fit=52x18')).fit).toEqual({ lensWidth: 52, bridgeWidth: 18, templeLength: null });
    expect(writeListingState(readListingState(new URLSearchParams('fit=52x18'))).toString()).toBe('fit=52-18');
  });

  it('ignores a size that cannot be one, and sends no filter without it', () => {
    for (const query of ['fit=', 'fit=abc', 'fit=520-18-140', 'fit=52']) {
      const state = readListingState(new URLSearchParams(query));
      expect(state.fit).toBeNull();
      expect(toFilterInput('ALL', state).fitsLike).toBeNull();
      expect(writeListingState(state).has('fit')).toBe(false);
    }
  });

  it('is a chip that removes it, and goes with the other filters', () => {
    const state = readListingState(new URLSearchParams('shape=round&fit=52-18-140&page=2&view=list'));
    expect(activeFilters(state)).toEqual([
      { kind: 'shapes', value: 'round' },
      { kind: 'fit', size: { lensWidth: 52, bridgeWidth: 18, templeLength: 140 } },
    ]);
    expect(writeListingState(withoutFilter(state, { kind: 'fit', size: state.fit! })).toString()).toBe('shape=round&view=list');
    expect(writeListingState(withoutFilters(state)).toString()).toBe('view=list');
  });
});
