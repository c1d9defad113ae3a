/**
 * Mail (issue 24, part 1): every mail goes through the outbox; without SMTP_URL it is kept for the
 * developer, with it it is sent over a real SMTP server (smtp-server, started here) once, even by two
 * processes sharing the database, and retried when the server refuses. The embedded store's order
 * mails (the customer's "processing order", the shop's "new order") land in the same outbox.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../../server/src/logger';
import { Mailer } from '../../server/src/mail/mailer';
import type { Mail, OutboxEntry } from '../../server/src/mail/message';
import { smtpTransport } from '../../server/src/mail/smtp';
import { openStorefrontStorage, type StorefrontStorage } from '../../server/src/storage/database';
import { OutboxRecords } from '../../server/src/storage/outboxRecords';
import { buyAndPay } from './helpers/accountOps';
import type { CartLine } from './helpers/checkoutOps';
import { gqlSession } from './helpers/gqlSession';
import { startSmtpSink, type SmtpSink } from './helpers/smtpSink';
import { startTestServer } from './helpers/testServer';

jest.setTimeout(90_000);

const ONE_FRAME: CartLine = { key: 'black', productId: '310', variationId: '311', quantity: 1 };
const silent = createLogger('silent');

const mail = (n: number): Mail => ({
  kind: 'password_reset',
  to: `shopper${n}@example.com`,
  language: 'FR',
  subject: `Sujet ${n}`,
  html: `<p>Bonjour ${n}</p>`,
  text: `Bonjour ${n}`,
});

async function waitForOutbox(outbox: OutboxRecords, count: number, accept: (mails: OutboxEntry[]) => boolean = () => true) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = await outbox.list({ limit: 100 });
    if (mails.length >= count && accept(mails)) return mails;
    if (Date.now() > deadline)
      throw new Error(`outbox: expected ${count} mails, found ${JSON.stringify(mails.map((m) => [m.kind, m.state]))}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the mailer over a real SMTP server', () => {
  let dataDir: string;
  let storage: StorefrontStorage;
  let sink: SmtpSink;
  let clock: number;

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-test-'));
    storage = await openStorefrontStorage({ dataDir });
    sink = await startSmtpSink();
    clock = Date.now();
  });
  afterEach(async () => {
    await sink.close();
    await storage.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const mailer = () =>
    new Mailer({
      outbox: new OutboxRecords(storage.db, () => clock),
      transport: smtpTransport(sink.url),
      from: '"Maison Lumière" <boutique@example.com>',
      logger: silent,
    });

  test('a queued mail is sent once, even when two processes deliver at the same moment', async () => {
    const [first, second] = [mailer(), mailer()];
    const outbox = new OutboxRecords(storage.db, () => clock);
    for (const n of [1, 2, 3, 4]) await outbox.add(mail(n), 'queued');
    await Promise.all([first.deliver(), second.deliver(), first.deliver(), second.deliver()]);
    await Promise.all([first.idle(), second.idle()]);
    expect(sink.received.map((m) => m.subject).sort()).toEqual(['Sujet 1', 'Sujet 2', 'Sujet 3', 'Sujet 4']);
    expect((await outbox.list()).map((m) => m.state)).toEqual(['sent', 'sent', 'sent', 'sent']);
    expect(sink.received[0]!.from?.value[0]).toMatchObject({ name: 'Maison Lumière', address: 'boutique@example.com' });
    first.close();
    second.close();
  });

  test('a refusal is retried after its backoff, then the mail goes once', async () => {
    const sender = mailer();
    sink.refuseNext(1);
    await sender.send(mail(7));
    await sender.idle();
    let [kept] = await sender.outbox.list();
    expect(kept).toMatchObject({ state: 'queued', attempts: 1 });
    expect(kept!.lastError).toMatch(/451/);
    expect(sink.received).toHaveLength(0);
    // Not due yet: nothing is tried.
    await sender.deliver();
    expect(sink.received).toHaveLength(0);
    clock += 10_000;
    await sender.deliver();
    expect(sink.received.map((m) => m.subject)).toEqual(['Sujet 7']);
    [kept] = await sender.outbox.list();
    expect(kept).toMatchObject({ state: 'sent', attempts: 2 });
    clock += 3_600_000;
    await sender.deliver();
    expect(sink.received).toHaveLength(1);
    sender.close();
  });
});

describe('the embedded store’s order mails', () => {
  test('without SMTP_URL: the customer’s "processing" mail and the shop’s "new order" are kept in the outbox', async () => {
    const server = await startTestServer();
    try {
      const order = await buyAndPay(gqlSession(server.url), [ONE_FRAME], { email: 'claire@example.com' });
      const mails = await waitForOutbox(server.services.mailer.outbox, 2);
      const customer = mails.find((m) => m.kind === 'order_processing')!;
      const shop = mails.find((m) => m.kind === 'order_new')!;
      expect(customer).toMatchObject({ state: 'kept', recipient: 'claire@example.com', language: 'FR' });
      expect(customer.subject).toBe('Votre commande Maison Lumière a été reçue !');
      expect(customer.text).toContain(`nous avons reçu votre commande n°${order.number}`);
      expect(customer.text).toMatch(/Total :\s+\d[\d\u202f]*,\d\d\u00a0€/);
      expect(customer.html).toContain('MAISON LUMIÈRE');
      expect(shop).toMatchObject({ state: 'kept', recipient: 'boutique@localhost' });
      expect(shop.subject).toBe(`[Maison Lumière] : Nouvelle commande n°${order.number}`);
      expect(shop.text).toContain('Vous avez reçu la commande suivante de Marie Dupont');
      // Paying again or reading the order sends nothing more.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await server.services.mailer.outbox.list()).toHaveLength(2);
    } finally {
      await server.close();
    }
  });

  test('in English for an order placed in English', async () => {
    const server = await startTestServer();
    try {
      await buyAndPay(gqlSession(server.url), [ONE_FRAME], { email: 'june@example.com', language: 'EN' });
      const mails = await waitForOutbox(server.services.mailer.outbox, 2);
      const customer = mails.find((m) => m.kind === 'order_processing')!;
      expect(customer).toMatchObject({ language: 'EN', subject: 'Your Maison Lumière order has been received!' });
      expect(customer.text).toContain('Thank you for your order');
      // The amounts in English too (common/money.ts), not the French "189,00 €".
      expect(customer.text).toMatch(/Total:\s+€\d[\d,]*\.\d\d\b/);
    } finally {
      await server.close();
    }
  });

  test('with SMTP_URL: both go out over SMTP, HTML with a plain-text part, and are marked sent', async () => {
    const sink = await startSmtpSink();
    const server = await startTestServer({ SMTP_URL: sink.url, MAIL_FROM: 'Maison Lumière <commandes@example.com>' });
    try {
      const order = await buyAndPay(gqlSession(server.url), [ONE_FRAME], { email: 'paul@example.com' });
      const received = await sink.waitFor(2);
      const customer = received.find((m) => m.subject === 'Votre commande Maison Lumière a été reçue !')!;
      expect(customer.to && 'text' in customer.to ? customer.to.text : '').toBe('paul@example.com');
      expect(customer.from?.value[0]).toMatchObject({ name: 'Maison Lumière', address: 'commandes@example.com' });
      expect(customer.text).toContain(`commande n°${order.number}`);
      expect(customer.html).toContain(`commande n°${order.number}`);
      const shop = received.find((m) => m.subject?.includes('Nouvelle commande'))!;
      expect(shop.to && 'text' in shop.to ? shop.to.text : '').toBe('commandes@example.com');
      await waitForOutbox(server.services.mailer.outbox, 2, (mails) => mails.every((m) => m.state === 'sent'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sink.received).toHaveLength(2);
    } finally {
      await server.close();
      await sink.close();
    }
  });
});

describe('the developer’s outbox page', () => {
  test('lists the kept mails and shows each, HTML and text; off, the path is not found', async () => {
    const server = await startTestServer();
    try {
      await buyAndPay(gqlSession(server.url), [ONE_FRAME], { email: 'lea@example.com' });
      const [latest] = await waitForOutbox(server.services.mailer.outbox, 2);
      const list = await fetch(`${server.url}/dev/outbox`);
      expect(list.status).toBe(200);
      expect(list.headers.get('x-robots-tag')).toBe('noindex');
      expect(await list.text()).toContain('lea@example.com');
      const html = await fetch(`${server.url}/dev/outbox/${latest!.id}`);
      expect(html.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await html.text()).toBe(latest!.html);
      const text = await (await fetch(`${server.url}/dev/outbox/${latest!.id}.txt`)).text();
      expect(text).toContain(latest!.text);
    } finally {
      await server.close();
    }
    const off = await startTestServer({ OUTBOX_PAGE: 'false' });
    try {
      expect((await fetch(`${off.url}/dev/outbox`)).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
