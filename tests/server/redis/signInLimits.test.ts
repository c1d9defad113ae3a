/**
 * Sign-in limits shared by two replicas over one Redis: the wrong tries of one email and address pair
 * add up whichever replica answers them, the owner at another address still gets in, and the flood at
 * one email from many addresses is slowed on both.
 */
import { register, SIGN_IN, type AccountPayload } from '../helpers/accountOps';
import { gqlSession } from '../helpers/gqlSession';
import { startRedisServer, type RedisServer } from '../helpers/redisServer';
import { REPLICA_SESSION_SECRET, startSharedStore, type SharedStore } from '../helpers/sharedStore';
import { startTestServer, type TestServer } from '../helpers/testServer';

let redis: RedisServer;
let shared: SharedStore;
let replicas: TestServer[];

beforeAll(async () => {
  redis = await startRedisServer();
  shared = await startSharedStore();
  const env = { ...shared.env, REDIS_URL: redis.url, SESSION_SECRET: REPLICA_SESSION_SECRET, TRUST_PROXY: 'loopback' };
  replicas = await Promise.all([startTestServer(env), startTestServer(env)]);
});

afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.close()));
  await shared.close();
  await redis.stop();
});

/** A sign-in on replica `replica` from `address` (forwarded by the trusted loopback proxy). */
async function signInAt(replica: number, address: string, email: string, password: string) {
  const started = performance.now();
  const response = await fetch(`${replicas[replica]!.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query: SIGN_IN, variables: { input: { email, password } } }),
  });
  const payload = ((await response.json()) as { data: { signIn: AccountPayload } }).data.signIn;
  return { codes: payload.errors.map((error) => error.code), customerId: payload.customer?.id, ms: performance.now() - started };
}

it('counts an email and address pair across replicas, and lets the owner in from elsewhere', async () => {
  const customer = await register(gqlSession(replicas[0]!.url));
  for (let attempt = 0; attempt < 10; attempt += 1) {
    expect((await signInAt(attempt % 2, '198.51.100.7', customer.email, `Wrong-${attempt}-pass`)).codes).toEqual(['INVALID_CREDENTIALS']);
  }
  expect((await signInAt(0, '198.51.100.7', customer.email, customer.password)).codes).toEqual(['TOO_MANY_ATTEMPTS']);
  expect((await signInAt(1, '198.51.100.7', customer.email, customer.password)).codes).toEqual(['TOO_MANY_ATTEMPTS']);
  expect((await signInAt(1, '203.0.113.20', customer.email, customer.password)).customerId).toBe(customer.id);
});

it('slows the flood at one email on every replica, without refusing it', async () => {
  const customer = await register(gqlSession(replicas[1]!.url));
  for (let attempt = 0; attempt < 10; attempt += 1) {
    expect((await signInAt(attempt % 2, `192.0.2.${attempt + 1}`, customer.email, 'Wrong-pass-1')).codes).toEqual(['INVALID_CREDENTIALS']);
  }
  const eleventh = await signInAt(0, '192.0.2.11', customer.email, 'Wrong-pass-1');
  expect(eleventh.codes).toEqual(['INVALID_CREDENTIALS']);
  expect(eleventh.ms).toBeGreaterThanOrEqual(500);
  const owner = await signInAt(1, '203.0.113.21', customer.email, customer.password);
  expect(owner.customerId).toBe(customer.id);
  expect(owner.ms).toBeGreaterThanOrEqual(1000);
});
