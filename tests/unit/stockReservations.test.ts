/** The in-process stock reservations (server/src/ports/memory/stockReservations.ts). */
import { MemoryStockReservations } from '../../server/src/ports/memory/stockReservations';

const stock = (entries: [string, number | null][]) => async () => new Map(entries);

describe('MemoryStockReservations', () => {
  it('holds units while the stock less the others holds covers them', async () => {
    const reservations = new MemoryStockReservations();
    expect(await reservations.reserve('a', [{ item: 'p1', quantity: 3 }], 60_000, stock([['p1', 5]]))).toEqual({ ok: true });
    expect(await reservations.reserve('b', [{ item: 'p1', quantity: 3 }], 60_000, stock([['p1', 5]]))).toEqual({
      ok: false,
      short: [{ item: 'p1', available: 2 }],
    });
    expect(await reservations.reserve('b', [{ item: 'p1', quantity: 2 }], 60_000, stock([['p1', 5]]))).toEqual({ ok: true });
    expect(await reservations.heldByOthers(['p1'], 'a')).toEqual(new Map([['p1', 2]]));
  });

  it('replaces a holder own hold, ignores untracked stock, and frees a released or expired hold', async () => {
    let now = 0;
    const reservations = new MemoryStockReservations(() => now);
    await reservations.reserve('a', [{ item: 'p1', quantity: 5 }], 1000, stock([['p1', 5]]));
    expect((await reservations.reserve('a', [{ item: 'p1', quantity: 4 }], 1000, stock([['p1', 5]]))).ok).toBe(true);
    expect((await reservations.reserve('b', [{ item: 'p2', quantity: 50 }], 1000, stock([['p2', null]]))).ok).toBe(true);
    expect((await reservations.reserve('c', [{ item: 'p1', quantity: 2 }], 1000, stock([['p1', 5]]))).ok).toBe(false);
    await reservations.release('a');
    expect(await reservations.holds('a')).toBe(false);
    expect((await reservations.reserve('c', [{ item: 'p1', quantity: 5 }], 1000, stock([['p1', 5]]))).ok).toBe(true);
    now = 1000;
    expect(await reservations.holds('c')).toBe(false);
    expect(await reservations.heldByOthers(['p1'])).toEqual(new Map());
  });

  it('sells exactly the stock to concurrent buyers', async () => {
    const reservations = new MemoryStockReservations();
    const read = async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return new Map([['p1', 5]]);
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => reservations.reserve(`buyer${i}`, [{ item: 'p1', quantity: 1 }], 60_000, read)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(5);
  });
});
