/** Every word of the invoice, in French and English, and the dates of the language. */
import type { Language } from '../domain/catalog';

export const INVOICE_TEXTS = {
  FR: {
    title: 'Facture',
    invoiceNumber: 'N° de facture',
    invoiceDate: 'Date de facture',
    orderNumber: 'Commande n°',
    orderDate: 'Date de commande',
    paidOn: 'Payée le',
    paymentMethod: 'Moyen de paiement',
    billedTo: 'Adresse de facturation',
    shippedTo: 'Adresse de livraison',
    item: 'Article',
    sku: 'Réf.',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire TTC',
    vatRate: 'Taux TVA',
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
    shareCapital: 'au capital de',
    siret: 'SIRET',
    rcs: 'RCS',
    vatNumber: 'N° TVA intracommunautaire',
    vatSummary: 'Récapitulatif de la TVA',
    summaryRate: 'Taux',
    summaryNet: 'Base HT',
    summaryTax: 'Montant TVA',
    summaryGross: 'Total TTC',
    summaryTotal: 'Total',
    businessTerms:
      "Facture acquittée : pas d'escompte pour paiement anticipé. Client professionnel : tout retard de paiement entraîne des pénalités au taux de trois fois le taux d'intérêt légal et une indemnité forfaitaire de 40 € pour frais de recouvrement (art. L441-10 du Code de commerce).",
  },
  EN: {
    title: 'Invoice',
    invoiceNumber: 'Invoice number',
    invoiceDate: 'Invoice date',
    orderNumber: 'Order no.',
    orderDate: 'Order date',
    paidOn: 'Paid on',
    paymentMethod: 'Payment method',
    billedTo: 'Billing address',
    shippedTo: 'Shipping address',
    item: 'Item',
    sku: 'SKU',
    quantity: 'Qty',
    unitPrice: 'Unit price incl. VAT',
    vatRate: 'VAT rate',
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
    shareCapital: 'with a share capital of',
    siret: 'SIRET',
    rcs: 'RCS',
    vatNumber: 'VAT number',
    vatSummary: 'VAT summary',
    summaryRate: 'Rate',
    summaryNet: 'Net',
    summaryTax: 'VAT',
    summaryGross: 'Gross',
    summaryTotal: 'Total',
    businessTerms:
      'Invoice paid in full: no discount for early payment. Business customers: any late payment incurs penalties at three times the French legal interest rate and a fixed recovery fee of €40 (French Commercial Code, art. L441-10).',
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

/** A VAT rate as the language writes it: "5,5 %" (a no-break space before the sign) / "5.5%". */
export function vatRateText(rate: number, language: Language): string {
  const value = new Intl.NumberFormat(language === 'EN' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 3 }).format(rate);
  return language === 'EN' ? `${value}%` : `${value}\u00a0%`;
}
