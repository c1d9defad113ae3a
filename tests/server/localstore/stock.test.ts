/**
 * Stock moved by orders as WooCommerce moves it: taken once when the order is paid or reaches
 * processing, on-hold or completed, given back once when it is cancelled; stock status following;
 * and (a local store rule) a write that would take more than a product without backorders has is
 * refused as a whole, leaving stock and orders untouched.
 */
import { api, startTestStore, writeRequest, type ErrorJson, type ProductJson, type TestStore, type VariationJson } from './helpers/store';

interface OrderJson {
  id: number;
  status: string;
  line_items: { id: number; quantity: number; meta_data: { key: string; value: unknown }[] }[];
}

let ts: TestStore;

beforeAll(async () => {
  ts = await startTestStore();
});

afterAll(async () => {
  await ts.close();
});

const bySlug = async (slug: string) => (await api<ProductJson[]>(ts, 'products', { slug })).body[0] as ProductJson;
const stockOf = async (id: number) => {
  const product = (await api<ProductJson>(ts, `products/${id}`)).body;
  return { quantity: product.stock_quantity, status: product.stock_status };
};
const orderCount = async () => Number((await api(ts, 'orders')).headers.get('x-wp-total'));
const reduced = (order: OrderJson) => order.line_items.map((line) => line.meta_data.find((meta) => meta.key === '_reduced_stock')?.value);
const create = (body: Record<string, unknown>) => writeRequest<OrderJson>(ts, 'POST', 'orders', body);
const update = (id: number, body: Record<string, unknown>) => writeRequest<OrderJson>(ts, 'PUT', `orders/${id}`, body);

it('takes the stock once when an order is paid, however often it is paid or moved on', async () => {
  const rivoli = await bySlug('rivoli');
  const before = (await stockOf(rivoli.id)).quantity as number;
  const created = await create({ set_paid: true, line_items: [{ product_id: rivoli.id, quantity: 2 }] });
  expect([created.status, created.body.status, reduced(created.body)]).toEqual([201, 'processing', ['2']]);
  expect((await stockOf(rivoli.id)).quantity).toBe(before - 2);
  // The catalogue reads see it too.
  expect((await api<ProductJson[]>(ts, 'products', { slug: 'rivoli' })).body[0]?.stock_quantity).toBe(before - 2);
  await update(created.body.id, { set_paid: true });
  await update(created.body.id, { set_paid: true });
  await update(created.body.id, { status: 'completed' });
  expect((await stockOf(rivoli.id)).quantity).toBe(before - 2);
  const cancelled = await update(created.body.id, { status: 'cancelled' });
  expect([cancelled.body.status, reduced(cancelled.body)]).toEqual(['cancelled', [undefined]]);
  expect((await stockOf(rivoli.id)).quantity).toBe(before);
  await update(created.body.id, { status: 'cancelled' });
  expect((await stockOf(rivoli.id)).quantity).toBe(before);
});

it('takes the stock on the pending → processing or on-hold transition, gives it back on cancellation or back to pending', async () => {
  const rivoli = await bySlug('rivoli');
  const before = (await stockOf(rivoli.id)).quantity as number;
  const pending = await create({ line_items: [{ product_id: rivoli.id, quantity: 1 }] });
  expect([pending.body.status, reduced(pending.body)]).toEqual(['pending', [undefined]]);
  expect((await stockOf(rivoli.id)).quantity).toBe(before);
  await update(pending.body.id, { status: 'on-hold' });
  expect((await stockOf(rivoli.id)).quantity).toBe(before - 1);
  await update(pending.body.id, { status: 'processing' });
  expect((await stockOf(rivoli.id)).quantity).toBe(before - 1);
  await update(pending.body.id, { status: 'pending' });
  expect((await stockOf(rivoli.id)).quantity).toBe(before);
  const failed = await create({ status: 'processing', line_items: [{ product_id: rivoli.id, quantity: 1 }] });
  expect((await stockOf(rivoli.id)).quantity).toBe(before - 1);
  // WooCommerce gives nothing back for a failed order.
  await update(failed.body.id, { status: 'failed' });
  expect((await stockOf(rivoli.id)).quantity).toBe(before - 1);
});

it('sells a variation out of stock and back in, the variable product following', async () => {
  const montmartre = await bySlug('montmartre');
  const variations = (await api<VariationJson[]>(ts, `products/${montmartre.id}/variations`, { per_page: 100 })).body;
  const black = variations.find((variation) => variation.sku === 'EYW-MONT-BLK') as VariationJson;
  const quantity = black.stock_quantity as number;
  const paid = await create({ set_paid: true, line_items: [{ product_id: montmartre.id, variation_id: black.id, quantity }] });
  expect(paid.status).toBe(201);
  expect(await stockOf(black.id)).toEqual({ quantity: 0, status: 'outofstock' });
  expect((await stockOf(montmartre.id)).status).toBe('instock');
  await update(paid.body.id, { status: 'cancelled' });
  expect(await stockOf(black.id)).toEqual({ quantity, status: 'instock' });
});

it('lets a product with backorders go below zero, on backorder', async () => {
  const voltaire = await bySlug('voltaire');
  expect(await stockOf(voltaire.id)).toEqual({ quantity: 0, status: 'onbackorder' });
  const paid = await create({ set_paid: true, line_items: [{ product_id: voltaire.id, quantity: 2 }] });
  expect(paid.status).toBe(201);
  expect(await stockOf(voltaire.id)).toEqual({ quantity: -2, status: 'onbackorder' });
});

it('adjusts the stock when a line of a paid order changes quantity', async () => {
  const rivoli = await bySlug('rivoli');
  const before = (await stockOf(rivoli.id)).quantity as number;
  const paid = await create({ set_paid: true, line_items: [{ product_id: rivoli.id, quantity: 1 }] });
  const changed = await update(paid.body.id, { line_items: [{ id: paid.body.line_items[0]?.id, quantity: 3 }] });
  expect(reduced(changed.body)).toEqual(['3']);
  expect((await stockOf(rivoli.id)).quantity).toBe(before - 3);
  await update(paid.body.id, { status: 'cancelled' });
  expect((await stockOf(rivoli.id)).quantity).toBe(before);
});

describe('refusing to sell what is not there', () => {
  it('refuses a paid order for more than the stock, and leaves stock and orders untouched', async () => {
    const rivoli = await bySlug('rivoli');
    const montmartre = await bySlug('montmartre');
    const clear = (await api<VariationJson[]>(ts, `products/${montmartre.id}/variations`, { per_page: 100 })).body.find(
      (variation) => variation.sku === 'EYW-MONT-CLR',
    ) as VariationJson;
    const before = await stockOf(rivoli.id);
    const orders = await orderCount();
    const refused = await create({
      set_paid: true,
      line_items: [
        { product_id: rivoli.id, quantity: 1 },
        { product_id: montmartre.id, variation_id: clear.id, quantity: 1 },
      ],
    });
    expect([refused.status, refused.body]).toEqual([
      400,
      {
        code: 'woocommerce_product_not_enough_stock',
        message: 'Not enough units of Montmartre - Clear are available in stock to fulfil this order.',
        data: { status: 400 },
      },
    ]);
    expect(await stockOf(rivoli.id)).toEqual(before);
    expect(await stockOf(clear.id)).toEqual({ quantity: 0, status: 'outofstock' });
    expect(await orderCount()).toBe(orders);
  });

  it('refuses to pay a pending order for more than the stock, which stays pending', async () => {
    const rivoli = await bySlug('rivoli');
    const before = await stockOf(rivoli.id);
    const pending = await create({ line_items: [{ product_id: rivoli.id, quantity: (before.quantity as number) + 1 }] });
    expect(pending.status).toBe(201);
    const refused = await update(pending.body.id, { set_paid: true, customer_note: 'payé' });
    expect([refused.status, (refused.body as unknown as ErrorJson).code]).toEqual([400, 'woocommerce_product_not_enough_stock']);
    const after = await api<OrderJson & { customer_note: string; date_paid: string | null }>(ts, `orders/${pending.body.id}`);
    expect([after.body.status, after.body.customer_note, after.body.date_paid, reduced(after.body)]).toEqual([
      'pending',
      '',
      null,
      [undefined],
    ]);
    expect(await stockOf(rivoli.id)).toEqual(before);
  });
});
