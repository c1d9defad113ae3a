/**
 * Quantities are whole numbers from 1 to the API's bound (OPERATION_LIMITS.maxLineQuantity): a cart line
 * of 1.5, 99.9 or 1e21 units is refused with BAD_USER_INPUT by the cart, the quote and placeOrder, never
 * truncated to 1 or 99 (graphql-scalars' PositiveInt read variables with parseInt). Local store.
 */
import { OPERATION_LIMITS } from '../../server/src/graphql/limits';
import { PLACE, QUOTE, placeInput } from './helpers/checkoutOps';
import { startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const CART = `query Cart($lines: [CartLineInput!]!) { cartPricing(lines: $lines) { lines { key purchasable } } }`;
const line = (quantity: unknown) => ({ key: 'black', productId: '310', variationId: '311', quantity });

const REFUSED: unknown[] = [1.5, 99.9, 1e21, 0, -2, '3', OPERATION_LIMITS.maxLineQuantity + 1, Number.MAX_SAFE_INTEGER + 2];

// Regression: 1.5 was priced as 1 unit, 99.9 as 99 and 1e21 as 1.
it.each(REFUSED)('refuses a quantity of %p in the cart, the quote and the order', async (quantity) => {
  const lines = [line(quantity)];
  const answers = [
    await server.gql(CART, { lines }),
    await server.gql(QUOTE, { input: { lines, country: 'FR', postcode: '75002' } }),
    await server.gql(PLACE, { input: placeInput(lines as never, 'flat_rate:1', 100) }),
  ];
  for (const answer of answers) {
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  }
});

it('reads whole quantities up to the bound; past the shop’s 99 a line is shown as not purchasable', async () => {
  const result = await server.gql<{ cartPricing: { lines: { key: string; purchasable: boolean }[] } }>(CART, {
    lines: [line(2), { ...line(100), key: 'many' }, { ...line(OPERATION_LIMITS.maxLineQuantity), key: 'most' }],
  });
  expect(result.errors).toBeUndefined();
  expect(result.data!.cartPricing.lines.map(({ key, purchasable }) => [key, purchasable])).toEqual([
    ['black', true],
    ['many', false],
    ['most', false],
  ]);
});

it('refuses a page number that is not a whole number, rather than truncating it', async () => {
  const query = `query P($page: PositiveInt) { products(filter: { section: ALL }, page: $page, pageSize: 5) { page } }`;
  expect((await server.gql(query, { page: 1.5 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect((await server.gql<{ products: { page: number } }>(query, { page: 2 })).data?.products.page).toBe(2);
});
