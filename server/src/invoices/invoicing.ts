/** What the invoice route receives from the composition root: whether invoices are on, who issues them, their numbers. */
import type { InvoiceIssue, InvoiceIssuer } from './invoiceDocument';

/** Allocates an order's invoice number once; the same number and date ever after (storage/invoiceNumberRecords.ts). */
export interface InvoiceNumbers {
  issue(order: { id: number; number: string }, now: Date): Promise<InvoiceIssue>;
}

export interface Invoicing {
  /** INVOICES: off, /invoices/ is not found. */
  enabled: boolean;
  /** The shop (common/brand.ts) and the seller's legal identity (SELLER_* settings). */
  issuer: InvoiceIssuer;
  numbers: InvoiceNumbers;
}
