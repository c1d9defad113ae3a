import { lineNotice, pricedCartView, type ServerCartPricing, type ServerPricedLine } from '../../client/src/cart/cartPricing';

const eur = (amount: number) => ({ amount, currencyCode: 'EUR' });
const lines = [
  { key: '310:311', quantity: 2, originalPrice: 150 },
  { key: '310:313', quantity: 1, originalPrice: 189 },
  { key: '999:', quantity: 1, originalPrice: 99 },
];
const snapshot = (line: (typeof lines)[number]) => eur(line.originalPrice);
const priced = (overrides: Partial<ServerPricedLine> & { key: string }): ServerPricedLine => ({
  found: true,
  purchasable: true,
  availability: 'IN_STOCK',
  stockQuantity: null,
  unitPrice: eur(189),
  lineTotal: eur(189),
  ...overrides,
});
const answer: ServerCartPricing = {
  lines: [
    priced({ key: '310:311', lineTotal: eur(378) }),
    priced({ key: '310:313', availability: 'OUT_OF_STOCK', purchasable: false }),
    priced({ key: '999:', found: false, purchasable: false, availability: null, unitPrice: null, lineTotal: null }),
  ],
  subtotal: eur(378),
  allAvailable: false,
};

describe('cart pricing view', () => {
  it("shows the lines' snapshots and no total while the server's answer loads", () => {
    const view = pricedCartView(lines, undefined, snapshot);
    expect(view.priced).toBe(false);
    expect(view.total).toBeNull();
    expect(view.allAvailable).toBe(false);
    expect(view.lines.map((line) => [line.unitPrice, line.lineTotal, line.fromServer, line.notice])).toEqual([
      [eur(150), eur(300), false, null],
      [eur(189), eur(189), false, null],
      [eur(99), eur(99), false, null],
    ]);
  });

  it("shows the server's prices, total and what it says of each line once it has answered", () => {
    const view = pricedCartView(lines, answer, snapshot);
    expect(view.priced).toBe(true);
    expect(view.total).toEqual(eur(378));
    expect(view.lines.map((line) => [line.unitPrice, line.lineTotal, line.fromServer])).toEqual([
      [eur(189), eur(378), true],
      [eur(189), eur(189), true],
      [null, null, true],
    ]);
    expect(view.lines.map((line) => line.notice)).toEqual([
      { kind: 'priceChanged', problem: false, price: eur(189) },
      { kind: 'outOfStock', problem: true },
      { kind: 'unavailable', problem: true },
    ]);
  });

  it('ignores an answer for other lines (a line added or removed since)', () => {
    expect(pricedCartView(lines.slice(0, 2), answer, snapshot).priced).toBe(false);
    expect(pricedCartView([...lines].reverse(), answer, snapshot).total).toBeNull();
  });

  it('tells the shopper about stock, pre-orders and unexplained refusals', () => {
    expect(lineNotice(priced({ key: 'a', purchasable: false, stockQuantity: 1 }), 189)).toEqual({
      kind: 'notEnoughStock',
      problem: true,
      count: 1,
    });
    expect(lineNotice(priced({ key: 'a', availability: 'PRE_ORDER' }), 189)).toEqual({ kind: 'preOrder', problem: false });
    expect(lineNotice(priced({ key: 'a' }), 189.004)).toBeNull();
    expect(lineNotice(priced({ key: 'a', purchasable: false }), 189)).toEqual({ kind: 'unavailable', problem: true });
  });
});
