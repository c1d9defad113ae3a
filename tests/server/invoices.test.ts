/**
 * `GET /invoices/{id}.pdf` over the local store: the owner of a paid order gets its PDF in French or
 * English; a guest, another customer, a guessed id and an unpaid order all get the same 404. French
 * law's mentions: the seller's legal identity, each line's VAT rate and the VAT per rate, and an
 * invoice number of its own, "F-<year>-<count>", issued once per order in an unbroken series.
 */
import { formatInvoiceNumber, invoiceYear, isUnbrokenSeries, parseInvoiceNumber } from '../../server/src/domain/invoiceNumber';
import { gqlSession, type GqlSession } from './helpers/gqlSession';
import { buyAndPay, newCustomer, register } from './helpers/accountOps';
import { PLACE, QUOTE, placeInput, type CartLine } from './helpers/checkoutOps';
import { startTestServer, type TestServer } from './helpers/testServer';
import { pdfText } from '../helpers/pdfText';

const FRAME: CartLine = { key: 'black', productId: '310', variationId: '311', quantity: 2 };

let server: TestServer;
let alice: GqlSession;
let paidOrder: { id: string; number: string };

beforeAll(async () => {
  server = await startTestServer();
  // Stock for every order of this file, set through the store's REST API as a shop manager would.
  await server.store.http.write('PUT', 'wc/v3/products/310/variations/311', { manage_stock: true, stock_quantity: 100, backorders: 'no' });
  alice = gqlSession(server.url);
  await register(alice, newCustomer('alice'));
  paidOrder = await buyAndPay(alice, [FRAME]);
}, 60_000);

afterAll(async () => {
  await server.close();
});

function download(session: GqlSession | null, path: string) {
  return fetch(`${server.url}${path}`, { headers: session?.cookie() ? { cookie: session.cookie() } : {} });
}

/** Every invoice number read in this file's PDFs: one server, one series from 1. */
const seen = new Map<string, string>();

/** The invoice's text and its number (noted against the order). */
async function invoiceOf(session: GqlSession, orderId: string, lang = 'fr'): Promise<{ text: string; number: string }> {
  const answer = await download(session, `/invoices/${orderId}.pdf?lang=${lang}`);
  expect(answer.status).toBe(200);
  const { text } = await pdfText(Buffer.from(await answer.arrayBuffer()));
  const number = /(?:N° de facture|Invoice number) (F-\d{4}-\d{6})/.exec(text)?.[1];
  if (!number) throw new Error(`no invoice number in: ${text.slice(0, 400)}`);
  const earlier = seen.get(orderId);
  if (earlier) expect(number).toBe(earlier);
  seen.set(orderId, number);
  return { text, number };
}

const sequenceOf = (number: string) => parseInvoiceNumber(number)!.sequence;

it('gives the owner the PDF of a paid order, in French by default', async () => {
  const answer = await download(alice, `/invoices/${paidOrder.id}.pdf`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/pdf');
  expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${paidOrder.id}.pdf"`);
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  const pdf = Buffer.from(await answer.arrayBuffer());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await pdfText(pdf);
  expect(text).toContain('Facture');
  // The first invoice of this shop's year, numbered apart from the order.
  const number = formatInvoiceNumber(invoiceYear(new Date()), 1);
  expect(text).toContain(`N° de facture ${number}`);
  seen.set(paidOrder.id, number);
  expect(text).toContain(`Commande n° ${paidOrder.number}`);
  expect(text).toContain('Montmartre');
  // Two frames at 189,00 €, standard shipping 5,90 €: 383,90 € paid, as the store recorded.
  expect(text).toContain('378,00 €');
  expect(text).toContain('5,90 €');
  expect(text).toContain('383,90 €');
  // The store gateway's own title, and the variation named in French (the store's term is "Black").
  expect(text).toContain('Carte bancaire');
  expect(text).toContain('Montmartre - Noir');
  expect(text).not.toContain('Credit Card');
});

it("carries French law's mentions: the seller's identity, each line's VAT rate, the VAT per rate, the payment's date", async () => {
  const { text } = await invoiceOf(alice, paidOrder.id);
  // The demo shop's legal identity (SELLER_* unset over the embedded store).
  expect(text).toContain('Maison Lumière Démo SAS au capital de 10 000 €');
  expect(text).toContain('12 rue de Sévigné');
  expect(text).toContain('SIRET 918 273 640 00014 · RCS Paris 918 273 640');
  expect(text).toContain('N° TVA intracommunautaire FR 77 918273640');
  expect(text).toContain('Payée le');
  // The line's rate from the store's tax lines (the local store's French VAT), and the shipping's.
  expect(text).toMatch(/Taux TVA TVA Total TTC Montmartre - Noir .*2 189,00 € 20 % 63,00 € 378,00 €/);
  expect(text).toContain('Livraison (Livraison standard (3-5 jours ouvrés), TVA 20 %)');
  // Per rate: before tax, VAT, with it; 315,00 + 4,92 HT, 63,00 + 0,98 VAT.
  expect(text).toContain(
    'Récapitulatif de la TVA Taux Base HT Montant TVA Total TTC 20 % 319,92 € 63,98 € 383,90 € Total 319,92 € 63,98 € 383,90 €',
  );
}, 60_000);

it('numbers two orders consecutively and gives an order the same number every time, in either language', async () => {
  const carol = gqlSession(server.url);
  await register(carol, newCustomer('carol'));
  const first = await buyAndPay(carol, [FRAME]);
  const second = await buyAndPay(carol, [FRAME]);
  const a = await invoiceOf(carol, first.id);
  const b = await invoiceOf(carol, second.id);
  expect(sequenceOf(b.number)).toBe(sequenceOf(a.number) + 1);
  expect((await invoiceOf(carol, first.id)).number).toBe(a.number);
  const english = await invoiceOf(carol, first.id, 'en');
  expect(english.text).toContain(`Invoice number ${a.number}`);
  expect(english.text).toContain('VAT number FR 77 918273640');
  expect(english.text).toMatch(/VAT rate VAT Total incl\. VAT/);
}, 60_000);

it('numbers the invoice when the order is paid, not when it is first downloaded', async () => {
  const erin = gqlSession(server.url);
  await register(erin, newCustomer('erin'));
  const first = await buyAndPay(erin, [FRAME]);
  const second = await buyAndPay(erin, [FRAME]);
  // Downloaded in the other order: the numbers still follow the sales.
  const b = await invoiceOf(erin, second.id);
  const a = await invoiceOf(erin, first.id);
  expect(sequenceOf(b.number)).toBe(sequenceOf(a.number) + 1);
}, 60_000);

it('speaks English with lang=en', async () => {
  const answer = await download(alice, `/invoices/${paidOrder.id}.pdf?lang=en`);
  const { text } = await pdfText(Buffer.from(await answer.arrayBuffer()));
  expect(text).toContain('Invoice');
  expect(text).toContain(`Order no. ${paidOrder.number}`);
  expect(text).toContain('Total paid');
  expect(text).not.toContain('Facture');
  // The store's words in English: the gateway, the shipping method, the variation.
  expect(text).toContain('Credit card');
  expect(text).toContain('Standard delivery (3-5 business days)');
  expect(text).toContain('Montmartre - Black');
  expect(text).not.toMatch(/Carte bancaire|Livraison standard|jours ouvrés/);
});

it('answers 404 to anyone else, to a guessed id, and for an order not paid yet', async () => {
  const bob = gqlSession(server.url);
  await register(bob, newCustomer('bob'));
  for (const [who, path] of [
    [null, `/invoices/${paidOrder.id}.pdf`],
    [bob, `/invoices/${paidOrder.id}.pdf`],
    [alice, `/invoices/${Number(paidOrder.id) + 1000}.pdf`],
    [alice, `/invoices/abc.pdf`],
    [alice, `/invoices/${paidOrder.id}.txt`],
  ] as const) {
    const answer = await download(who, path);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('Not found');
  }
  // Alice places an order and does not pay it.
  const quote = await alice.gql<{ checkoutQuote: { shippingMethods: { id: string; methodId: string }[] } }>(QUOTE, {
    input: { lines: [FRAME], country: 'FR', postcode: '75002' },
  });
  const method = quote.data!.checkoutQuote.shippingMethods.find((candidate) => candidate.methodId === 'flat_rate')!;
  const priced = await alice.gql<{ checkoutQuote: { total: { amount: number } } }>(QUOTE, {
    input: { lines: [FRAME], country: 'FR', postcode: '75002', shippingMethodId: method.id },
  });
  const placed = await alice.gql<{ placeOrder: { order: { id: string } } }>(PLACE, {
    input: placeInput([FRAME], method.id, priced.data!.checkoutQuote.total.amount),
  });
  expect((await download(alice, `/invoices/${placed.data!.placeOrder.order.id}.pdf`)).status).toBe(404);
});

it('numbers orders downloaded at the same time without a gap or a repeat, and the 404s used no number', async () => {
  const dave = gqlSession(server.url);
  await register(dave, newCustomer('dave'));
  const orders = [];
  for (let index = 0; index < 3; index += 1) orders.push(await buyAndPay(dave, [FRAME]));
  // Each order asked for twice, all six at once.
  const answers = await Promise.all([...orders, ...orders].map((order) => invoiceOf(dave, order.id)));
  const numbers = answers.map((answer) => answer.number);
  expect(numbers.slice(0, 3)).toEqual(numbers.slice(3));
  expect(new Set(numbers).size).toBe(3);
  // Every number issued by this server, the unpaid and foreign orders' 404s included: 1, 2, 3... without a hole.
  const issued = [...new Set(seen.values())];
  expect(issued).toHaveLength(seen.size);
  expect(isUnbrokenSeries(issued.map(sequenceOf))).toBe(true);
  expect(issued.every((number) => parseInvoiceNumber(number)!.year === invoiceYear(new Date()))).toBe(true);
}, 120_000);

it('serves no invoice with INVOICES=false', async () => {
  const off = await startTestServer({ INVOICES: 'false' });
  try {
    await off.store.http.write('PUT', 'wc/v3/products/310/variations/311', { manage_stock: true, stock_quantity: 10, backorders: 'no' });
    const erin = gqlSession(off.url);
    await register(erin, newCustomer('erin'));
    const order = await buyAndPay(erin, [FRAME]);
    const answer = await fetch(`${off.url}/invoices/${order.id}.pdf`, { headers: { cookie: erin.cookie() } });
    expect(answer.status).toBe(404);
  } finally {
    await off.close();
  }
}, 120_000);
