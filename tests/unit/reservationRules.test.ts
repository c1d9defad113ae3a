import { shortItems, unitsWanted } from '../../server/src/domain/reservations';

describe('reservation rules', () => {
  it('adds up the lines of one item', () => {
    expect([
      ...unitsWanted([
        { item: 'p1', quantity: 2 },
        { item: 'v7', quantity: 1 },
        { item: 'p1', quantity: 3 },
      ]),
    ]).toEqual([
      ['p1', 5],
      ['v7', 1],
    ]);
  });

  it('counts the others’ holds against the stock', () => {
    const wanted = new Map([['p1', 2]]);
    expect(shortItems(wanted, new Map([['p1', 5]]), new Map([['p1', 3]]))).toEqual([]);
    expect(shortItems(wanted, new Map([['p1', 5]]), new Map([['p1', 4]]))).toEqual([{ item: 'p1', available: 1 }]);
  });

  it('never answers a negative availability when others hold more than the stock', () => {
    expect(shortItems(new Map([['p1', 1]]), new Map([['p1', 2]]), new Map([['p1', 6]]))).toEqual([{ item: 'p1', available: 0 }]);
  });

  it('never finds an untracked item short', () => {
    const wanted = new Map([
      ['untracked', 99],
      ['absent', 4],
    ]);
    expect(shortItems(wanted, new Map([['untracked', null]]), new Map([['untracked', 50]]))).toEqual([]);
  });
});
