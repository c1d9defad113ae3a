/** The invoice: what it says from an order (pure), and the PDF it prints, read back as text, in both languages. */
import { SHOP_IDENTITY } from '../../common/brand';
import type { Order } from '../../server/src/domain/order';
import { DEMO_SELLER } from '../../server/src/domain/sellerIdentity';
import { invoiceDocument } from '../../server/src/invoices/invoiceDocument';
import { renderInvoice } from '../../server/src/invoices/renderInvoice';
import { pdfText } from '../helpers/pdfText';

const address = {
  firstName: 'Hélène',
  lastName: 'Lefèvre',
  company: '',
  address1: '8 rue de la Paix',
  address2: '',
  city: 'Paris',
  state: '',
  postcode: '75002',
  country: 'FR',
  phone: '+33 6 12 34 56 78',
};

const order: Order = {
  id: 4242,
  number: '4242',
  key: 'wc_order_secret',
  status: 'processing',
  currency: 'EUR',
  createdAt: '2026-11-20T09:15:00.000Z',
  paidAt: '2026-11-20T09:16:00.000Z',
  completedAt: null,
  customerId: 7,
  billing: { ...address, email: 'helene@example.com' },
  shipping: { ...address, address1: '3 place Bellecour', city: 'Lyon', postcode: '69002', phone: '' },
  paymentMethod: 'stripe',
  paymentMethodTitle: 'Carte bancaire',
  transactionId: 'pi_123',
  customerNote: 'Livrer à la loge, s’il vous plaît.',
  meta: {},
  lines: [
    {
      id: 1,
      name: 'Montmartre - Noir',
      productId: 310,
      variationId: 311,
      sku: 'MONT-BLK',
      quantity: 2,
      net: 315,
      tax: 63,
      taxes: [{ rateId: 1, amount: 63 }],
    },
    {
      id: 2,
      name: 'Étui en cuir',
      productId: 320,
      variationId: null,
      sku: '',
      quantity: 1,
      net: 25,
      tax: 5,
      taxes: [{ rateId: 1, amount: 5 }],
    },
  ],
  shippingLines: [{ title: 'Livraison standard', methodId: 'flat_rate', net: 4.92, tax: 0.98, taxes: [{ rateId: 1, amount: 0.98 }] }],
  taxRates: [{ rateId: 1, label: 'TVA', percent: 20 }],
  discountTotal: 0,
  shippingNet: 4.92,
  shippingTax: 0.98,
  cartTax: 68,
  totalTax: 68.98,
  total: 413.9,
};

/** The shop and the demo seller; the invoice issued the day after the payment. */
const ISSUER = { shop: SHOP_IDENTITY, seller: DEMO_SELLER };
const ISSUE = { number: 'F-2026-000042', issuedAt: '2026-11-21T10:00:00.000Z' };

async function textOf(pdf: Buffer): Promise<string> {
  return (await pdfText(pdf)).text;
}

describe('invoice document', () => {
  it('says what the order records, VAT included, in French', () => {
    const invoice = invoiceDocument(order, 'FR', ISSUER, ISSUE);
    // The invoice's own number and date, apart from the order's; the payment's date beside them.
    expect(invoice.invoiceNumber).toBe('F-2026-000042');
    expect(invoice.orderNumber).toBe('4242');
    expect(invoice.invoiceDate).toBe('21 novembre 2026');
    expect(invoice.orderDate).toBe('20 novembre 2026');
    expect(invoice.paidDate).toBe('20 novembre 2026');
    expect(invoice.rows).toEqual([
      {
        name: 'Montmartre - Noir',
        sku: 'MONT-BLK',
        quantity: '2',
        unitPrice: '189,00\u00a0€',
        vatRate: '20\u00a0%',
        vat: '63,00\u00a0€',
        total: '378,00\u00a0€',
      },
      {
        name: 'Étui en cuir',
        sku: '',
        quantity: '1',
        unitPrice: '30,00\u00a0€',
        vatRate: '20\u00a0%',
        vat: '5,00\u00a0€',
        total: '30,00\u00a0€',
      },
    ]);
    expect(invoice.totals).toEqual([
      { label: 'Sous-total articles', value: '408,00\u00a0€' },
      { label: 'Livraison (Livraison standard, TVA 20\u00a0%)', value: '5,90\u00a0€' },
      { label: 'Total payé', value: '413,90\u00a0€', strong: true },
      { label: 'dont TVA', value: '68,98\u00a0€' },
    ]);
    expect(invoice.billing).toEqual([
      'Hélène Lefèvre',
      '8 rue de la Paix',
      '75002 Paris',
      'France',
      'helene@example.com',
      '+33 6 12 34 56 78',
    ]);
    expect(invoice.shipping).toEqual(['Hélène Lefèvre', '3 place Bellecour', '69002 Lyon', 'France']);
    // The VAT per rate: before tax, the VAT, with it (shipping included), then the whole.
    expect(invoice.vatSummary).toEqual([
      { rate: '20\u00a0%', net: '344,92\u00a0€', tax: '68,98\u00a0€', gross: '413,90\u00a0€' },
      { rate: 'Total', net: '344,92\u00a0€', tax: '68,98\u00a0€', gross: '413,90\u00a0€' },
    ]);
    expect(invoice.sellerLines).toEqual([
      'Maison Lumière Démo SAS au capital de 10 000 €',
      '12 rue de Sévigné',
      '75004 Paris',
      'France',
      'SIRET 918 273 640 00014 · RCS Paris 918 273 640',
      'N° TVA intracommunautaire FR 77 918273640',
    ]);
    // A consumer's invoice carries no business payment terms.
    expect(invoice.businessTerms).toBe('');
  });

  it('splits the VAT per rate when lines carry different rates', () => {
    const book = { id: 3, name: 'Guide d’entretien', productId: 330, variationId: null, sku: '', quantity: 1, net: 10, tax: 0.55 };
    const invoice = invoiceDocument(
      {
        ...order,
        lines: [...order.lines, { ...book, taxes: [{ rateId: 2, amount: 0.55 }] }],
        taxRates: [...order.taxRates!, { rateId: 2, label: 'TVA réduite', percent: 5.5 }],
        total: 424.45,
      },
      'FR',
      ISSUER,
      ISSUE,
    );
    expect(invoice.rows.map((row) => row.vatRate)).toEqual(['20\u00a0%', '20\u00a0%', '5,5\u00a0%']);
    expect(invoice.vatSummary).toEqual([
      { rate: '20\u00a0%', net: '344,92\u00a0€', tax: '68,98\u00a0€', gross: '413,90\u00a0€' },
      { rate: '5,5\u00a0%', net: '10,00\u00a0€', tax: '0,55\u00a0€', gross: '10,55\u00a0€' },
      { rate: 'Total', net: '354,92\u00a0€', tax: '69,53\u00a0€', gross: '424,45\u00a0€' },
    ]);
  });

  it('gives a business customer (a company billed) the payment terms French law asks for', () => {
    const invoice = invoiceDocument({ ...order, billing: { ...order.billing, company: 'Optique Lefèvre SARL' } }, 'FR', ISSUER, ISSUE);
    expect(invoice.businessTerms).toContain('indemnité forfaitaire de 40 € pour frais de recouvrement');
    expect(invoice.businessTerms).toContain("pas d'escompte pour paiement anticipé");
  });

  it('ships to the billing address when no other was given, and speaks English', () => {
    const invoice = invoiceDocument({ ...order, shipping: { ...order.shipping, address1: '' }, currency: 'USD' }, 'EN', ISSUER, ISSUE);
    expect(invoice.shipping).toEqual(['Hélène Lefèvre', '8 rue de la Paix', '75002 Paris', 'France']);
    expect(invoice.invoiceDate).toBe('21 November 2026');
    expect(invoice.rows[0]!.unitPrice).toBe('US$189.00');
    expect(invoice.rows[0]!.vatRate).toBe('20%');
    expect(invoice.sellerLines.slice(-2)).toEqual(['SIRET 918 273 640 00014 · RCS Paris 918 273 640', 'VAT number FR 77 918273640']);
    expect(invoice.totals.map((line) => line.label)).toEqual([
      'Items subtotal',
      'Shipping (Livraison standard, VAT 20%)',
      'Total paid',
      'of which VAT',
    ]);
  });
});

describe('invoice PDF', () => {
  it('prints the numbers, lines, totals and accents in French', async () => {
    const pdf = await renderInvoice(invoiceDocument(order, 'FR', ISSUER, ISSUE));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(pdf);
    for (const expected of [
      'Maison Lumière',
      '12 rue de Sévigné',
      'Facture',
      'N° de facture F-2026-000042',
      'Commande n° 4242',
      'Payée le 20 novembre 2026',
      'Maison Lumière Démo SAS au capital de 10 000 €',
      'SIRET 918 273 640 00014 · RCS Paris 918 273 640',
      'N° TVA intracommunautaire FR 77 918273640',
      'Taux TVA',
      'Récapitulatif de la TVA',
      'Base HT',
      'Carte bancaire',
      'Adresse de facturation',
      'Adresse de livraison',
      'Hélène Lefèvre',
      '3 place Bellecour',
      'Montmartre - Noir',
      'MONT-BLK',
      'Étui en cuir',
      '189,00 €',
      '378,00 €',
      'Total payé',
      '413,90 €',
      'dont TVA',
      '68,98 €',
      'Livrer à la loge',
      'Merci pour votre commande.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints in English', async () => {
    const text = await textOf(await renderInvoice(invoiceDocument(order, 'EN', ISSUER, ISSUE)));
    for (const expected of [
      'Invoice',
      'Invoice number',
      'Order no. 4242',
      'Billing address',
      'Total paid',
      'of which VAT',
      'Thank you for your order.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Facture');
  });

  it('repeats the table header on the next page of a long order', async () => {
    const lines = Array.from({ length: 40 }, (_, index) => ({ ...order.lines[0]!, id: index, name: `Monture ${index + 1}` }));
    const text = await textOf(await renderInvoice(invoiceDocument({ ...order, lines }, 'FR', ISSUER, ISSUE)));
    expect(text).toContain('Monture 40');
    expect(text.match(/Article Qté/g)?.length).toBeGreaterThanOrEqual(2);
  });
});
