/** Every word of the invoice, in French and English, and the dates of the language. */
import type { Language } from '../domain/catalog';

export const INVOICE_TEXTS = {
  FR: {
    title: 'Facture',
    invoiceNumber: 'N° de facture',
    invoiceDate: 'Date de facture',
    orderNumber: 'Commande n°',
    orderDate: 'Date de commande',
    paymentMethod: 'Moyen de paiement',
    billedTo: 'Adresse de facturation',
    shippedTo: 'Adresse de livraison',
    item: 'Article',
    sku: 'Réf.',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire TTC',
    vat: 'TVA',
    total: 'Total TTC',
    shipping: 'Livraison',
    subtotal: 'Sous-total articles',
    discount: 'Remise',
    grandTotal: 'Total payé',
    includedVat: 'dont TVA',
    currency: 'Montants en',
    note: 'Note du client',
    thanks: 'Merci pour votre commande.',
    page: 'Page',
  },
  EN: {
    title: 'Invoice',
    invoiceNumber: 'Invoice number',
    invoiceDate: 'Invoice date',
    orderNumber: 'Order no.',
    orderDate: 'Order date',
    paymentMethod: 'Payment method',
    billedTo: 'Billing address',
    shippedTo: 'Shipping address',
    item: 'Item',
    sku: 'SKU',
    quantity: 'Qty',
    unitPrice: 'Unit price incl. VAT',
    vat: 'VAT',
    total: 'Total incl. VAT',
    shipping: 'Shipping',
    subtotal: 'Items subtotal',
    discount: 'Discount',
    grandTotal: 'Total paid',
    includedVat: 'of which VAT',
    currency: 'Amounts in',
    note: 'Customer note',
    thanks: 'Thank you for your order.',
    page: 'Page',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The words that change when amounts are shown before tax (the VAT then added before the total). */
const BEFORE_TAX = {
  FR: { unitPrice: 'Prix unitaire HT', total: 'Total HT', subtotal: 'Sous-total articles HT', includedVat: 'TVA' },
  EN: { unitPrice: 'Unit price excl. VAT', total: 'Total excl. VAT', subtotal: 'Items subtotal excl. VAT', includedVat: 'VAT' },
} as const satisfies Record<Language, Partial<Record<keyof (typeof INVOICE_TEXTS)['FR'], string>>>;

export type InvoiceTexts = { [K in keyof (typeof INVOICE_TEXTS)['FR']]: string };

/** The invoice's words in `language`, for amounts with their VAT or before tax. */
export function invoiceTexts(language: Language, includesTax = true): InvoiceTexts {
  return includesTax ? INVOICE_TEXTS[language] : { ...INVOICE_TEXTS[language], ...BEFORE_TAX[language] };
}

/** A date as the language writes it, in Paris time (the shop's): "22 novembre 2026" / "22 November 2026". */
export function invoiceDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'EN' ? 'en-GB' : 'fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(
    new Date(iso),
  );
}
