/**
 * An order's invoice as a PDF file (spec section 8, Invoice): `GET /invoices/{orderId}.pdf?lang=`
 * with the session cookie, saved as `invoice-{orderId}.pdf` through a Blob URL and a temporary link.
 * The outcome is data; the caller shows the toasts.
 */

import { invoiceFileName, invoiceUrl, isPdf, type InvoiceLanguage } from './invoiceFile';

export type { InvoiceLanguage };

/** What became of a download: saved, refused by the server (its status), or failed otherwise. */
export type InvoiceDownload = { ok: true } | { ok: false; status: number; statusText: string } | { ok: false; status: null };

/** Hands a file to the browser's downloads: a Blob URL clicked through a link that lives for the click. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is released once the browser had it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Fetches and saves an order's invoice. */
export async function downloadInvoice(orderId: string, language: InvoiceLanguage): Promise<InvoiceDownload> {
  try {
    const response = await fetch(invoiceUrl(orderId, language), { credentials: 'same-origin', headers: { accept: 'application/pdf' } });
    if (!response.ok) return { ok: false, status: response.status, statusText: response.statusText };
    // Anything but a PDF (a page of the site, a proxy's answer) is not saved as one.
    if (!isPdf(response.headers.get('content-type'))) return { ok: false, status: null };
    saveFile(await response.blob(), invoiceFileName(orderId));
    return { ok: true };
  } catch {
    return { ok: false, status: null };
  }
}
