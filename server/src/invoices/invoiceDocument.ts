/**
 * What an invoice says, from the order the store recorded: the shop, the numbers and dates, both
 * addresses, one row per line (quantity, unit price, VAT, total), shipping, totals and the payment
 * method. Amounts are shown as the store shows orders: VAT included (woocommerce_tax_display_cart
 * "incl"), or before tax with the VAT added before the total. Pure; renderInvoice.ts lays it out.
 */
import { formatMoney } from '#common/money';
import { countryName } from '../checkout/countries';
import type { Language } from '../domain/catalog';
import type { Order, PostalAddress } from '../domain/order';
import { invoiceDate, invoiceTexts, type InvoiceTexts } from './invoiceTexts';

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
  vat: string;
  total: string;
}

export interface InvoiceDocument {
  language: Language;
  texts: InvoiceTexts;
  shop: ShopIdentity;
  invoiceNumber: string;
  orderNumber: string;
  invoiceDate: string;
  orderDate: string;
  /** For the PDF's metadata. */
  issuedAt: Date;
  paymentMethod: string;
  currency: string;
  billing: string[];
  shipping: string[];
  rows: InvoiceRow[];
  totals: { label: string; value: string; strong?: boolean }[];
  customerNote: string;
}

const money = (amount: number, currencyCode: string) => formatMoney({ amount, currencyCode });

/** One invoice per paid order, numbered as the order (the account area's invoice list says the same). */
export function invoiceNumberOf(order: Pick<Order, 'number'>): string {
  return order.number;
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

export function invoiceDocument(order: Order, language: Language, shop: ShopIdentity, includesTax = true): InvoiceDocument {
  const texts = invoiceTexts(language, includesTax);
  const shown = (net: number, tax: number) => (includesTax ? net + tax : net);
  const code = order.currency;
  const issued = order.paidAt ?? order.createdAt;
  const rows: InvoiceRow[] = order.lines.map((line) => ({
    name: line.name,
    sku: line.sku,
    quantity: String(line.quantity),
    unitPrice: money(shown(line.net, line.tax) / Math.max(1, line.quantity), code),
    vat: money(line.tax, code),
    total: money(shown(line.net, line.tax), code),
  }));
  const itemsTotal = order.lines.reduce((sum, line) => sum + shown(line.net, line.tax), 0);
  const vat = { label: texts.includedVat, value: money(order.totalTax, code) };
  const shippingTitle = order.shippingLines.map((line) => line.title).join(', ');
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
  const shipsElsewhere = order.shipping.address1.trim() !== '';
  return {
    language,
    texts,
    shop,
    invoiceNumber: invoiceNumberOf(order),
    orderNumber: order.number,
    invoiceDate: invoiceDate(issued, language),
    orderDate: invoiceDate(order.createdAt, language),
    issuedAt: new Date(issued),
    paymentMethod: order.paymentMethodTitle,
    currency: code,
    billing: addressLines(order.billing, language),
    shipping: addressLines(shipsElsewhere ? { ...order.shipping, phone: '' } : { ...order.billing, email: '', phone: '' }, language),
    rows,
    totals,
    customerNote: order.customerNote.trim(),
  };
}
