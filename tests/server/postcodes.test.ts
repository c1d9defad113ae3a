/**
 * Postcodes as French shoppers type them, through GraphQL over the local store: `F-20090` (Ajaccio)
 * reaches the Corsica zone and its rate, not mainland France's free shipping; `F-97400` (Saint-Denis,
 * La Réunion) is taxed at 8.5 %, not 20 %, by the quote and by the store that records the order (it is
 * sent the postcode as La Poste writes it), to the cent.
 */
import { gqlSession } from './helpers/gqlSession';
import { PLACE, QUOTE, address, placeInput, type CartLine } from './helpers/checkoutOps';
import { startTestServer, type TestServer } from './helpers/testServer';

interface Quote {
  checkoutQuote: {
    shippingMethods: { id: string; title: string; methodId: string }[];
    taxLines: { ratePercent: number }[];
    taxTotal: { amount: number };
    total: { amount: number };
  };
}
interface Placed {
  placeOrder: {
    order: { taxTotal: { amount: number }; total: { amount: number } } | null;
    errors: { code: string }[];
  };
}

const FRAME: CartLine = { key: 'black', productId: '310', variationId: '311', quantity: 1 };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function quote(postcode: string, shippingMethodId?: string) {
  const result = await server.gql<Quote>(QUOTE, { input: { lines: [FRAME], country: 'FR', postcode, shippingMethodId } });
  expect(result.errors).toBeUndefined();
  return result.data!.checkoutQuote;
}

// Regression: `F-20090` got mainland France's methods (free shipping from 100 €) instead of Corsica's.
it.each(['F-20090', 'f 20090', 'FR-20090', '2A090'])('ships %s as Corsica', async (postcode) => {
  const methods = (await quote(postcode)).shippingMethods.map((method) => method.title);
  expect(methods).toEqual(['Livraison Corse (4-6 jours ouvrés)']);
  const zone = await server.gql<{ shippingMethods: { zone: { name: string } | null } }>(
    `query Z($postcode: String) { shippingMethods(country: "FR", postcode: $postcode) { zone { name } } }`,
    { postcode },
  );
  expect(zone.data?.shippingMethods.zone?.name).toBe('Corse');
});

// Regression: `F-97400` was taxed 20 % by the quote (and by the store), La Réunion's rate is 8.5 %.
it('taxes F-97400 at La Réunion’s 8.5 %, in the quote and in the order the store records', async () => {
  const shopper = gqlSession(server.url);
  const method = (await quote('F-97400')).shippingMethods.find((candidate) => candidate.methodId === 'flat_rate')!;
  const shown = await quote('F-97400', method.id);
  expect(shown.taxLines.map((line) => line.ratePercent)).toEqual([8.5]);
  const reunion = await quote('97400', method.id);
  expect(shown.total.amount).toBe(reunion.total.amount);
  expect(shown.taxTotal.amount).toBe(reunion.taxTotal.amount);

  const placed = await shopper.gql<Placed>(PLACE, {
    input: placeInput([FRAME], method.id, shown.total.amount, { billing: { ...address, city: 'Saint-Denis', postcode: 'F-97400' } }),
  });
  expect(placed.errors).toBeUndefined();
  expect(placed.data!.placeOrder.errors).toEqual([]);
  expect(placed.data!.placeOrder.order?.taxTotal.amount).toBe(shown.taxTotal.amount);
  expect(placed.data!.placeOrder.order?.total.amount).toBe(shown.total.amount);
});
