/**
 * `GET /invoices/{id}.pdf` over the local store: the owner of a paid order gets its PDF in French or
 * English; a guest, another customer, a guessed id and an unpaid order all get the same 404.
 */
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
  alice = gqlSession(server.url);
  await register(alice, newCustomer('alice'));
  paidOrder = await buyAndPay(alice, [FRAME]);
});

afterAll(async () => {
  await server.close();
});

function download(session: GqlSession | null, path: string) {
  return fetch(`${server.url}${path}`, { headers: session?.cookie() ? { cookie: session.cookie() } : {} });
}

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
  expect(text).toContain(`N° de facture ${paidOrder.number}`);
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
