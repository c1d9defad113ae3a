/**
 * The storefront database's repositories, one contract run over both engines: the SQLite file (no
 * DATABASE_URL) and a real PostgreSQL. "Two processes" are two storages opened on the same database
 * (two connections, or two pools), racing where the server's correctness depends on one winner.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SessionData } from 'express-session';
import { BackInStockRecords } from '../../../server/src/storage/backInStockRecords';
import { ContentRecords } from '../../../server/src/storage/contentRecords';
import { SqlCredentialVersions } from '../../../server/src/ports/sql/credentialVersions';
import { openStorefrontStorage, type StorefrontStorage } from '../../../server/src/storage/database';
import { PaymentCompletions } from '../../../server/src/storage/paymentCompletions';
import { ScheduledRunRecords } from '../../../server/src/storage/scheduledRunRecords';
import { SqlSessionStore } from '../../../server/src/ports/sql/sessions';
import { TestCardIntents } from '../../../server/src/storage/testCardIntents';
import { startPostgresServer, type PostgresServer } from '../helpers/postgresServer';

interface Engine {
  /** A fresh, empty database for the next test. */
  fresh(): Promise<void>;
  /** One process's storage over the current database. */
  open(): Promise<StorefrontStorage>;
  done(): Promise<void>;
}

function sqliteEngine(): Engine {
  const folders: string[] = [];
  return {
    async fresh() {
      folders.push(fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-records-')));
    },
    open: () => openStorefrontStorage({ dataDir: folders[folders.length - 1]! }),
    async done() {
      for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

function postgresEngine(): Engine {
  let server: PostgresServer | undefined;
  let databases = 0;
  let url = '';
  return {
    async fresh() {
      server ??= await startPostgresServer();
      url = await server.createDatabase(`records_${(databases += 1)}`);
    },
    open: () => openStorefrontStorage({ dataDir: '/nonexistent', databaseUrl: url }),
    async done() {
      await server?.stop();
    },
  };
}

const ENGINES: [string, () => Engine][] = [
  ['SQLite', sqliteEngine],
  ['PostgreSQL', postgresEngine],
];

describe.each(ENGINES)('the storefront database over %s', (engineName, makeEngine) => {
  const engine = makeEngine();
  let opened: StorefrontStorage[] = [];
  /** Two processes' storages over the same database. */
  let a: StorefrontStorage;
  let b: StorefrontStorage;
  const open = async () => {
    const storage = await engine.open();
    opened.push(storage);
    return storage;
  };

  beforeEach(async () => {
    await engine.fresh();
    a = await open();
    b = await open();
  }, 60_000);
  afterEach(async () => {
    await Promise.all(opened.map((storage) => storage.close()));
    opened = [];
  });
  afterAll(() => engine.done());

  it('migrates a new database once, however many processes open it at the same time', async () => {
    await engine.fresh();
    const together = await Promise.all([open(), open(), open()]);
    const applied = together.map((storage) => storage.applied);
    expect(applied.filter((versions) => versions.length > 0)).toHaveLength(1);
    expect(applied.flat()).toEqual(engineName === 'SQLite' ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] : [1, 2, 3, 4, 5, 6]);
    expect((await open()).applied).toEqual([]);
  }, 60_000);

  describe('contact messages and newsletter', () => {
    const message = (subject: string, email = 'camille@example.fr') => ({
      name: 'Camille',
      email,
      subject,
      message: 'Bonjour',
      language: 'FR' as const,
    });

    it('lists messages newest first, since a date, within a limit, with their ids', async () => {
      const records = new ContentRecords(a.db);
      const first = await records.saveContactMessage(message('first'), new Date('2025-09-01T10:00:00Z'));
      const second = await new ContentRecords(b.db).saveContactMessage(message('second'), new Date('2025-10-02T10:00:00Z'));
      expect(second).toBeGreaterThan(first);
      expect((await records.contactMessages()).map((kept) => [kept.id, kept.subject, kept.createdAt])).toEqual([
        [second, 'second', '2025-10-02T10:00:00.000Z'],
        [first, 'first', '2025-09-01T10:00:00.000Z'],
      ]);
      expect(await records.contactMessages({ since: '2025-10-01T00:00:00.000Z' })).toEqual([
        { id: second, ...message('second'), createdAt: '2025-10-02T10:00:00.000Z' },
      ]);
      expect((await records.contactMessages({ limit: 1 })).map((kept) => kept.subject)).toEqual(['second']);
      expect(await records.purgeMessagesBefore('2025-10-01T00:00:00.000Z')).toBe(1);
      expect((await records.contactMessages()).map((kept) => kept.subject)).toEqual(['second']);
    });

    it('subscribes an address once whatever its case, even when two processes sign it up at once', async () => {
      const signUp = (storage: StorefrontStorage, email: string) =>
        new ContentRecords(storage.db).subscribe({ email, language: 'FR', source: 'home' }, new Date('2025-10-01T08:00:00Z'));
      const both = await Promise.all([signUp(a, 'Ann@Example.com'), signUp(b, 'ann@example.COM')]);
      expect(both.map((answer) => answer.alreadySubscribed).sort()).toEqual([false, true]);
      await signUp(a, 'b@example.fr');
      const records = new ContentRecords(a.db);
      expect((await records.subscriptions()).map((kept) => kept.email.toLowerCase())).toEqual(['ann@example.com', 'b@example.fr']);
      expect(await records.unsubscribe('ANN@example.com')).toBe(true);
      expect(await records.unsubscribe('ann@example.com')).toBe(false);
      expect((await records.subscriptions()).map((kept) => kept.email)).toEqual(['b@example.fr']);
    });

    it('erases every message and the subscription of an address, in any case', async () => {
      const records = new ContentRecords(a.db);
      await records.saveContactMessage(message('one', 'Ann@Example.com'), new Date('2025-10-01T08:00:00Z'));
      await records.saveContactMessage(message('two', 'ann@example.com'), new Date('2025-10-02T08:00:00Z'));
      await records.saveContactMessage(message('other', 'zoe@example.fr'), new Date('2025-10-03T08:00:00Z'));
      await records.subscribe({ email: 'ann@example.com', language: 'EN', source: null }, new Date('2025-10-01T08:00:00Z'));
      expect(await records.erase('ANN@example.com')).toEqual({ messages: 2, subscriptions: 1 });
      expect((await records.contactMessages()).map((kept) => kept.subject)).toEqual(['other']);
      expect(await records.subscriptions()).toEqual([]);
    });
  });

  describe('scheduled runs', () => {
    const DAY = 24 * 60 * 60 * 1000;

    it('lets one claim of many win a run, across processes, once per period', async () => {
      const runs = [new ScheduledRunRecords(a.db), new ScheduledRunRecords(b.db)];
      const start = Date.parse('2026-03-10T03:00:00.000Z');
      const claimAll = (at: number) => Promise.all(Array.from({ length: 10 }, (_, i) => runs[i % 2]!.claim('purge', new Date(at), DAY)));

      expect((await claimAll(start)).filter(Boolean)).toHaveLength(1);
      expect(await runs[1]!.lastRun('purge')).toBe('2026-03-10T03:00:00.000Z');
      expect((await claimAll(start + DAY - 1)).filter(Boolean)).toHaveLength(0);
      expect((await claimAll(start + DAY)).filter(Boolean)).toHaveLength(1);
      expect(await runs[0]!.lastRun('purge')).toBe(new Date(start + DAY).toISOString());
      expect(await runs[0]!.lastRun('another job')).toBeUndefined();
    });
  });

  describe('test card intents', () => {
    const intent = (id: string, key = 'order-42') => ({
      id,
      clientSecret: `${id}_secret_x`,
      status: 'requires_payment_method' as const,
      amountMinor: 12_990,
      currency: 'EUR',
      metadata: { orderId: '42', orderKey: 'wc_order_abc', orderNumber: '42' },
      idempotencyKey: key,
      requestFingerprint: 'f1',
      createdAt: '2026-06-15T12:00:00.000Z',
    });

    it('keeps one intent per idempotency key when two processes create it at once', async () => {
      const [first, second] = await Promise.all([
        new TestCardIntents(a.db).create(intent('pi_test_a')),
        new TestCardIntents(b.db).create(intent('pi_test_b')),
      ]);
      expect(first).toEqual(second);
      expect(['pi_test_a', 'pi_test_b']).toContain(first.id);
      expect(first).toMatchObject({ amountMinor: 12_990, metadata: { orderId: '42' }, card: null, lastError: null });
      expect(await a.db.selectFrom('test_card_intents').select('id').execute()).toEqual([{ id: first.id }]);
    });

    it('moves an intent out of a state once when two processes move it at once', async () => {
      const created = await new TestCardIntents(a.db).create(intent('pi_test_c'));
      const now = new Date('2026-06-15T12:01:00Z');
      const paid = { status: 'succeeded' as const, card: { brand: 'visa', last4: '4242' }, lastError: null };
      const moves = await Promise.all(
        [a, b, a, b].map((storage) => new TestCardIntents(storage.db).changeState(created.id, ['requires_payment_method'], paid, now)),
      );
      expect(moves.filter(Boolean)).toHaveLength(1);
      const intents = new TestCardIntents(b.db);
      expect(await intents.byId(created.id)).toMatchObject({ status: 'succeeded', card: { brand: 'visa', last4: '4242' } });
      expect(
        await intents.changeAmount(created.id, ['requires_payment_method', 'requires_action'], 500, 'EUR', 'requires_payment_method', now),
      ).toBe(false);
      expect(await intents.byIdempotencyKey('order-42')).toMatchObject({
        id: created.id,
        amountMinor: 12_990,
        updatedAt: now.toISOString(),
      });
      expect(await intents.byId('pi_test_unknown')).toBeNull();
    });
  });

  describe('payment completions', () => {
    it('queues a payment, hands it to one process at a time, counts every failed attempt, and forgets it once done', async () => {
      let clock = Date.parse('2026-06-15T12:00:00Z');
      const queues = [new PaymentCompletions(a.db, () => clock), new PaymentCompletions(b.db, () => clock)];
      await queues[0]!.add(101, 'pi_101', 'store down');
      await queues[1]!.add(101, 'pi_101', 'store down again');
      expect(await queues[0]!.due()).toEqual([]);
      clock += 10_000;
      // Due: both processes ask at once, one of them gets it.
      expect((await Promise.all([queues[0]!.due(), queues[1]!.due(), queues[0]!.due()])).flat()).toEqual([
        { orderId: 101, paymentId: 'pi_101', attempts: 1, createdAt: '2026-06-15T12:00:00.000Z' },
      ]);

      await Promise.all([queues[0]!.failed(101, 'refused'), queues[1]!.failed(101, 'refused'), queues[0]!.failed(101, 'refused')]);
      expect(await queues[0]!.all()).toEqual([{ orderId: 101, paymentId: 'pi_101', attempts: 4, createdAt: '2026-06-15T12:00:00.000Z' }]);
      // The fourth attempt waits 80 s.
      clock += 79_999;
      expect(await queues[0]!.due()).toEqual([]);
      clock += 1;
      expect(await queues[0]!.due()).toHaveLength(1);
      // Done for another payment of the order: the entry stays; done for its own, it goes.
      await queues[1]!.done(101, 'pi_other');
      expect(await queues[0]!.all()).toHaveLength(1);
      await queues[1]!.done(101, 'pi_101');
      await queues[0]!.failed(101, 'gone');
      expect(await queues[0]!.all()).toEqual([]);
    });
  });

  describe('credentials versions', () => {
    it('gives two password changes at once two versions', async () => {
      const versions = [new SqlCredentialVersions(a.db), new SqlCredentialVersions(b.db)];
      expect(await versions[0]!.current(7)).toBe(0);
      expect((await Promise.all([versions[0]!.bump(7), versions[1]!.bump(7)])).sort()).toEqual([1, 2]);
      expect(await versions[1]!.current(7)).toBe(2);
      expect(await versions[1]!.current(8)).toBe(0);
    });
  });

  describe('sessions', () => {
    const call = <T>(run: (callback: (error?: unknown, value?: T) => void) => void) =>
      new Promise<T | undefined>((resolve, reject) => run((error, value) => (error ? reject(error) : resolve(value))));

    it('shares a session between processes until it expires, is destroyed or pruned', async () => {
      let clock = Date.parse('2026-06-15T12:00:00Z');
      const stores = [new SqlSessionStore(a.db, () => clock), new SqlSessionStore(b.db, () => clock)];
      try {
        const data = { cookie: { expires: new Date(clock + 60_000), originalMaxAge: 60_000 }, customerId: 7 } as unknown as SessionData;
        await call<void>((done) => stores[0]!.set('s1', data, done));
        expect(await call<SessionData | null>((done) => stores[1]!.get('s1', done))).toMatchObject({ customerId: 7 });

        const later = { ...data, cookie: { ...data.cookie, expires: new Date(clock + 120_000) } } as SessionData;
        await call<void>((done) => stores[1]!.touch('s1', later, done));
        clock += 90_000;
        expect(await call<SessionData | null>((done) => stores[0]!.get('s1', done))).toMatchObject({ customerId: 7 });
        clock += 30_000;
        expect(await call<SessionData | null>((done) => stores[0]!.get('s1', done))).toBeNull();
        expect(await stores[0]!.prune()).toBe(1);

        const fresh = { ...data, cookie: { ...data.cookie, expires: new Date(clock + 60_000) } } as SessionData;
        await call<void>((done) => stores[0]!.set('s2', fresh, done));
        expect(await call<SessionData | null>((done) => stores[1]!.get('s2', done))).toMatchObject({ customerId: 7 });
        await call<void>((done) => stores[1]!.destroy('s2', done));
        expect(await call<SessionData | null>((done) => stores[0]!.get('s2', done))).toBeNull();
      } finally {
        stores.forEach((store) => store.close());
      }
    });
  });

  describe('back-in-stock waits', () => {
    it('two processes claim the same confirmed wait: one wins, and a second claim finds nothing', async () => {
      const wait = {
        productId: 417,
        variationId: 0,
        productName: 'Pont-Neuf',
        email: 'ana@example.fr',
        emailKey: 'ana@example.fr',
        language: 'FR' as const,
      };
      const records = new BackInStockRecords(a.db);
      await records.pending({ ...wait, tokenHash: 'a'.repeat(64) }, new Date());
      expect(await records.confirm('a'.repeat(64), new Date())).toBe(true);
      const [kept] = await records.confirmedFor(wait);
      const claims = await Promise.all([
        records.claim(kept!.id, 'b'.repeat(64)),
        new BackInStockRecords(b.db).claim(kept!.id, 'c'.repeat(64)),
      ]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await records.claim(kept!.id, 'd'.repeat(64))).toBe(false);
      expect(await records.confirmedFor(wait)).toEqual([]);
      // A new sign-up of the same address for the same product replaces it (one wait per address and target).
      await records.pending({ ...wait, tokenHash: 'e'.repeat(64) }, new Date());
      expect((await records.find('ana@example.fr', wait))?.state).toBe('pending');
      expect(await records.counts()).toEqual([{ productId: 417, variationId: 0, productName: 'Pont-Neuf', confirmed: 0, pending: 1 }]);
    });
  });
});
