/**
 * Browsing through a failing store: for each fault the proxy injects, the products listing, a product
 * and the categories answer STORE_UNAVAILABLE (never an internal error), the server stays alive, no
 * promise is left rejected, and the same queries answer again as soon as the store is back.
 */
import { FAULTS } from '../helpers/faultProxy';
import { healthy, pastStoreDeadline, startFaultRig, type FaultRig } from './faultStore';

let rig: FaultRig;

beforeAll(async () => {
  rig = await startFaultRig();
});
afterAll(async () => {
  await rig.close();
});

const QUERIES = {
  listing: `{ products(filter: { section: ALL }, pageSize: 5) { totalCount nodes { slug name } } }`,
  product: `{ product(slug: "montmartre") { id name variations { sku } } }`,
  categories: `{ categories { id slug name } }`,
};

describe.each(FAULTS)('the store fails with %s', (fault) => {
  it.each(Object.keys(QUERIES) as (keyof typeof QUERIES)[])(
    '%s: STORE_UNAVAILABLE, then the answer once the store is back',
    async (name) => {
      const query = QUERIES[name];
      await rig.server.services.forgetCatalog();
      await rig.proxy.set(fault);
      const failed = await rig.server.gql(query);
      expect(failed.errors?.map((error) => error.extensions?.code)).toEqual(['STORE_UNAVAILABLE']);
      expect(JSON.stringify(failed)).not.toMatch(/127\.0\.0\.1|::1|Montmartre|maintenance|internal_server_error/i);
      expect(await healthy(rig.server)).toBe(true);

      await pastStoreDeadline();
      await rig.proxy.set('pass');
      const recovered = await rig.server.gql(query);
      expect(recovered.errors).toBeUndefined();
      expect(recovered.data).toBeTruthy();
      expect(rig.unhandled).toEqual([]);
    },
  );
});
