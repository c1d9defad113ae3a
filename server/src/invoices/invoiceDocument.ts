/**
 * What an invoice says, from the order the store recorded: the shop and the seller's legal identity
 * (name, form and capital, registered office, SIRET, RCS, VAT number), the invoice's own number and
 * date, the order's, the payment's date, both addresses, one row per line (quantity, unit price, VAT
 * rate and amount, total), shipping, totals, the VAT per rate (before tax, VAT, with it) and, for a
 * business customer, the payment terms French law asks for. Amounts are shown as the store shows
 * orders: VAT included (woocommerce_tax_display_cart "incl"), or before tax with the VAT added before
 * the total. Pure; renderInvoice.ts lays it out.
 */
import { formatMoney } from '#common/money';
import { countryName } from '../checkout/countries';
import type { Language } from '../domain/catalog';
import type { Order, PostalAddress } from '../domain/order';
import { formatSiren, formatSiret, formatVatNumber, sirenOf, type SellerIdentity } from '../domain/sellerIdentity';
import { vatBreakdown, vatRateOf, type TaxedAmount } from '../domain/vatBreakdown';
import { invoiceDate, invoiceTexts, vatRateText, type InvoiceTexts } from './invoiceTexts';

export interface ShopIdentity {
  name: string;
  addressLines: readonly string[];
  email: string;
  phone: string;
  website: string;
}

export interface InvoiceRow {
  name: string;
  sku: string;
  quantity: string;
  unitPrice: string;
  vatRate: string;
  vat: string;
  total: string;
}

/** The invoice's own number and date (allocated once per order: storage/invoiceNumberRecords.ts). */
export interface InvoiceIssue {
  number: string;
  /** ISO 8601. */
  issuedAt: string;
}

/** Who issues the invoice: the shop (brand, contact) and the seller (legal identity). */
export interface InvoiceIssuer {
  shop: ShopIdentity;
  seller: SellerIdentity;
}

export interface InvoiceDocument {
  language: Language;
  texts: InvoiceTexts;
  shop: ShopIdentity;
  /** The seller's legal lines, printed under the shop's name. */
  sellerLines: string[];
  invoiceNumber: string;
  orderNumber: string;
  invoiceDate: string;
  orderDate: string;
  /** The payment's date (the sale's), empty when the store did not record it. */
  paidDate: string;
  /** For the PDF's metadata. */
  issuedAt: Date;
  paymentMethod: string;
  currency: string;
  billing: string[];
  shipping: string[];
  rows: InvoiceRow[];
  totals: { label: string; value: string; strong?: boolean }[];
  /** One row per VAT rate, then the total: rate, before tax, VAT, with it. */
  vatSummary: { rate: string; net: string; tax: string; gross: string }[];
  customerNote: string;
  /** The payment terms of a business customer (the billing address names a company), else empty. */
  businessTerms: string;
}

/** The seller's identity as printed: name, form and capital; the office; SIRET and RCS; VAT number. */
export function sellerLines(seller: SellerIdentity, texts: InvoiceTexts): string[] {
  const company = [seller.legalName, seller.legalForm].filter(Boolean).join(' ');
  const capital = seller.shareCapital ? ` ${texts.shareCapital} ${seller.shareCapital}` : '';
  const rcs = seller.rcsCity ? ` · ${texts.rcs} ${seller.rcsCity} ${formatSiren(sirenOf(seller.siret))}` : '';
  return [
    `${company}${capital}`,
    ...seller.addressLines,
    `${texts.siret} ${formatSiret(seller.siret)}${rcs}`,
    `${texts.vatNumber} ${formatVatNumber(seller.vatNumber)}`,
  ];
}

function addressLines(address: PostalAddress & { email?: string }, language: Language): string[] {
  const name = `${address.firstName} ${address.lastName}`.trim();
  const city = [address.postcode, address.city].filter(Boolean).join(' ');
  return [
    name,
    address.company,
    address.address1,
    address.address2,
    city,
    address.country ? countryName(address.country, language) : '',
    address.email ?? '',
    address.phone,
  ].filter((line) => line.trim() !== '');
}

export function invoiceDocument(
  order: Order,
  language: Language,
  issuer: InvoiceIssuer,
  issue: InvoiceIssue,
  includesTax = true,
): InvoiceDocument {
  const texts = invoiceTexts(language, includesTax);
  const money = (amount: number, currencyCode: string) => formatMoney({ amount, currencyCode }, language);
  const shown = (net: number, tax: number) => (includesTax ? net + tax : net);
  const code = order.currency;
  const rates = order.taxRates ?? [];
  const rateText = (line: TaxedAmount) => vatRateText(vatRateOf(line, rates), language);
  const rows: InvoiceRow[] = order.lines.map((line) => ({
    name: line.name,
    sku: line.sku,
    quantity: String(line.quantity),
    unitPrice: money(shown(line.net, line.tax) / Math.max(1, line.quantity), code),
    vatRate: rateText(line),
    vat: money(line.tax, code),
    total: money(shown(line.net, line.tax), code),
  }));
  const itemsTotal = order.lines.reduce((sum, line) => sum + shown(line.net, line.tax), 0);
  const vat = { label: texts.includedVat, value: money(order.totalTax, code) };
  const shippingTitle = order.shippingLines
    .map((line) => (line.net === 0 && line.tax === 0 ? line.title : `${line.title}, ${texts.vat} ${rateText(line)}`))
    .join(' ; ');
  const totals: InvoiceDocument['totals'] = [
    { label: texts.subtotal, value: money(itemsTotal, code) },
    {
      label: shippingTitle ? `${texts.shipping} (${shippingTitle})` : texts.shipping,
      value: money(shown(order.shippingNet, order.shippingTax), code),
    },
    ...(order.discountTotal > 0 ? [{ label: texts.discount, value: money(-order.discountTotal, code) }] : []),
    ...(includesTax ? [] : [vat]),
    { label: texts.grandTotal, value: money(order.total, code), strong: true },
    ...(includesTax ? [vat] : []),
  ];
  const parts = vatBreakdown([...order.lines, ...order.shippingLines], rates);
  const sum = (pick: (part: (typeof parts)[number]) => number) =>
    money(
      parts.reduce((total, part) => total + pick(part), 0),
      code,
    );
  const vatSummary = [
    ...parts.map((part) => ({
      rate: vatRateText(part.rate, language),
      net: money(part.net, code),
      tax: money(part.tax, code),
      gross: money(part.gross, code),
    })),
    { rate: texts.summaryTotal, net: sum((part) => part.net), tax: sum((part) => part.tax), gross: sum((part) => part.gross) },
  ];
  const shipsElsewhere = order.shipping.address1.trim() !== '';
  return {
    language,
    texts,
    shop: issuer.shop,
    sellerLines: sellerLines(issuer.seller, texts),
    invoiceNumber: issue.number,
    orderNumber: order.number,
    invoiceDate: invoiceDate(issue.issuedAt, language),
    orderDate: invoiceDate(order.createdAt, language),
    paidDate: order.paidAt ? invoiceDate(order.paidAt, language) : '',
    issuedAt: new Date(issue.issuedAt),
    paymentMethod: order.paymentMethodTitle,
    currency: code,
    billing: addressLines(order.billing, language),
    shipping: addressLines(shipsElsewhere ? { ...order.shipping, phone: '' } : { ...order.billing, email: '', phone: '' }, language),
    rows,
    totals,
    vatSummary,
    customerNote: order.customerNote.trim(),
    businessTerms: order.billing.company.trim() !== '' ? texts.businessTerms : '',
  };
}
