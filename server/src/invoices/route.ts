/**
 * `GET /invoices/{orderId}.pdf?lang=fr|en`: a paid order's invoice, for the customer who owns it.
 * Anyone else — a guest, another customer, a guessed or malformed id, an order not paid yet — gets the
 * same 404, so order ids reveal nothing. Rendered on demand from the store's order; the first download
 * issues the invoice (its number and date, kept in the storefront database), later ones print the same.
 */
import { Router, type Request, type Response } from 'express';
import type { Language } from '../domain/catalog';
import { isPaid, type Order } from '../domain/order';
import type { Logger } from '../logger';
import type { RateLimitStore } from '../ports/rateLimit';
import type { WooOrders } from '../woo/orders';
import { StoreError } from '../woo/errors';
import { invoiceDocument, type InvoiceIssuer } from './invoiceDocument';
import type { InvoiceNumbers } from './invoicing';
import { renderInvoice } from './renderInvoice';

/** Downloads per address: generous for a customer, a wall for a scraper guessing ids. */
export const INVOICE_LIMIT = { name: 'invoices', points: 60, durationSec: 15 * 60 } as const;

export interface InvoiceRouteDeps {
  orders: Pick<WooOrders, 'get'>;
  /** Whether the store shows orders with their VAT (woocommerce_tax_display_cart); invoices say it the same way. */
  includesTax: () => Promise<boolean>;
  /** The order with its store words (variation names, shipping and payment titles) in the invoice's language. */
  inLanguage?: (order: Order, language: Language) => Promise<Order>;
  /** Allocates an order's invoice number once (the same number ever after). */
  numbers: InvoiceNumbers;
  /** The shop and the seller's legal identity (SELLER_* settings). */
  issuer: InvoiceIssuer;
  rateLimits: RateLimitStore;
  logger: Logger;
  now?: () => Date;
}

function plain(res: Response, status: number, text: string): void {
  res.status(status).type('text/plain').setHeader('Cache-Control', 'no-store').send(text);
}

export function invoiceRouter({
  orders,
  includesTax,
  inLanguage,
  numbers,
  issuer,
  rateLimits,
  logger,
  now = () => new Date(),
}: InvoiceRouteDeps): Router {
  const limiter = rateLimits.limiter(INVOICE_LIMIT);
  const router = Router();
  router.get('/invoices/:file', async (req: Request, res: Response) => {
    const decision = await limiter.consume(req.viewer.ip);
    if (!decision.allowed) {
      res.setHeader('Retry-After', String(Math.ceil(decision.retryAfterMs / 1000)));
      return plain(res, 429, 'Too many requests');
    }
    const match = /^([1-9]\d{0,9})\.pdf$/.exec(String(req.params.file));
    const customerId = req.viewer.customerId;
    if (!match || customerId === null) return plain(res, 404, 'Not found');
    const language: Language = req.query.lang === 'en' ? 'EN' : 'FR';
    const orderId = Number(match[1]);
    try {
      const [order, withTax] = await Promise.all([orders.get(orderId), includesTax()]);
      if (!order || order.customerId !== customerId || !isPaid(order)) return plain(res, 404, 'Not found');
      const [shown, issue] = await Promise.all([inLanguage ? inLanguage(order, language) : order, numbers.issue(order, now())]);
      const pdf = await renderInvoice(invoiceDocument(shown, language, issuer, issue, withTax));
      res
        .status(200)
        .type('application/pdf')
        .setHeader('Content-Disposition', `attachment; filename="invoice-${orderId}.pdf"`)
        .setHeader('Cache-Control', 'private, no-store')
        .setHeader('Content-Length', String(pdf.length))
        .end(pdf);
    } catch (error) {
      if (!(error instanceof StoreError)) throw error;
      (req.log ?? logger).warn({ orderId, code: error.code, status: error.status }, 'invoice: the store could not answer');
      plain(res, 503, 'The store is unavailable: try again in a moment');
    }
  });
  return router;
}
