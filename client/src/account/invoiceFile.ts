/** An order's invoice file: its address on this site, the name it is saved under, the type it must have. Pure. */

export type InvoiceLanguage = 'fr' | 'en';

/** The invoice's address on this site. */
export function invoiceUrl(orderId: string, language: InvoiceLanguage): string {
  return `/invoices/${encodeURIComponent(orderId)}.pdf?lang=${language}`;
}

/** The name the file is saved under. */
export function invoiceFileName(orderId: string): string {
  return `invoice-${orderId.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`;
}

/** Whether a Content-Type is a PDF's. */
export function isPdf(contentType: string | null): boolean {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'application/pdf';
}
