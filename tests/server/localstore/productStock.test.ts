/**
 * A shop manager's stock writes, as WooCommerce 9.9's products and variations controllers apply them:
 * PUT products/{id} and products/{id}/variations/{vid} with manage_stock, stock_quantity, backorders and
 * stock_status; the status following a managed quantity, a variable product re-synced from its
 * variations, a write with fields this store does not write refused.
 */
import { api, startTestStore, writeRequest, type ErrorJson, type ProductJson, type TestStore, type VariationJson } from './helpers/store';

let ts: TestStore;

beforeAll(async () => {
  ts = await startTestStore();
});
afterAll(async () => {
  await ts.close();
});

const bySlug = async (slug: string) => (await api<ProductJson[]>(ts, 'products', { slug })).body[0] as ProductJson;

it('restocks a sold-out variation: its status follows the quantity and its product is in stock again', async () => {
  const product = await bySlug('montmartre');
  const variations = (await api<VariationJson[]>(ts, `products/${product.id}/variations`)).body;
  const variation = variations.find((candidate) => candidate.stock_status === 'outofstock')!;
  expect(variation).toBeDefined();

  const restocked = await writeRequest<VariationJson>(ts, 'PUT', `products/${product.id}/variations/${variation.id}`, {
    manage_stock: true,
    stock_quantity: 2,
  });
  expect(restocked.status).toBe(200);
  expect(restocked.body).toMatchObject({ id: variation.id, manage_stock: true, stock_quantity: 2, stock_status: 'instock' });
  expect((await api<VariationJson>(ts, `products/${product.id}/variations/${variation.id}`)).body).toMatchObject({ stock_quantity: 2 });
  expect((await api<ProductJson>(ts, `products/${product.id}`)).body.stock_status).toBe('instock');

  const emptied = await writeRequest<VariationJson>(ts, 'PATCH', `products/${product.id}/variations/${variation.id}`, {
    stock_quantity: 0,
  });
  expect(emptied.body).toMatchObject({ stock_quantity: 0, stock_status: 'outofstock' });
  const onBackorder = await writeRequest<VariationJson>(ts, 'PUT', `products/${product.id}/variations/${variation.id}`, {
    backorders: 'notify',
  });
  expect(onBackorder.body).toMatchObject({ stock_quantity: 0, stock_status: 'onbackorder', backorders: 'notify' });
});

it("writes a simple product's stock, and an unmanaged status as given", async () => {
  const simple = (await api<ProductJson[]>(ts, 'products', { type: 'simple', per_page: 1 })).body[0]!;
  const managed = await writeRequest<ProductJson>(ts, 'PUT', `products/${simple.id}`, {
    manage_stock: true,
    stock_quantity: 7,
    backorders: 'no',
  });
  expect(managed.body).toMatchObject({ id: simple.id, stock_quantity: 7, stock_status: 'instock' });
  const unmanaged = await writeRequest<ProductJson>(ts, 'PUT', `products/${simple.id}`, {
    manage_stock: false,
    stock_status: 'outofstock',
  });
  expect(unmanaged.body).toMatchObject({ manage_stock: false, stock_quantity: null, stock_status: 'outofstock' });
});

it('refuses a field it does not write, an unknown id, and a bad value', async () => {
  const product = await bySlug('montmartre');
  const named = await writeRequest<ErrorJson>(ts, 'PUT', `products/${product.id}`, { name: 'Renamed', stock_quantity: 3 });
  expect([named.status, named.body.code]).toEqual([400, 'localstore_field_not_writable']);
  const unknown = await writeRequest<ErrorJson>(ts, 'PUT', 'products/999999', { stock_quantity: 3 });
  expect([unknown.status, unknown.body.code]).toEqual([400, 'woocommerce_rest_product_invalid_id']);
  const bad = await writeRequest<ErrorJson>(ts, 'PUT', `products/${product.id}`, { stock_status: 'lost' });
  expect(bad.status).toBe(400);
});
