/**
 * Invoice numbers in the storefront database (`invoice_numbers`), SQLite or PostgreSQL: an order's
 * number is allocated once, by one statement that takes the year's highest count plus one and keeps
 * it unless the order has one already. Over SQLite the statement holds the file's write lock; over
 * PostgreSQL two replicas allocating at once may compute the same count: the unique (year, sequence)
 * refuses the second, which tries again and finds the next. A refused attempt writes nothing, so the
 * series has no gap; the order's key makes a repeated or concurrent request for one order find the
 * same number.
 */
import { sql } from 'kysely';
import { formatInvoiceNumber, invoiceYear } from '../domain/invoiceNumber';
import type { StorefrontDatabase } from './schema';

export interface IssuedInvoice {
  /** "F-2026-000123". */
  number: string;
  /** ISO 8601 (UTC): when it was first issued (the invoice's date). */
  issuedAt: string;
}

/** Attempts before giving up under contention (each lost race means another invoice was numbered meanwhile). */
const ATTEMPTS = 50;

/** A unique constraint refused the row: PostgreSQL's 23505, SQLite's SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export class InvoiceNumberRecords {
  constructor(private readonly db: StorefrontDatabase) {}

  /** The order's invoice: its number and date, allocated now (in `now`'s year) if it had none. */
  async issue(order: { id: number; number: string }, now: Date): Promise<IssuedInvoice> {
    const kept = await this.find(order.id);
    if (kept) return kept;
    const year = invoiceYear(now);
    for (let attempt = 1; ; attempt += 1) {
      try {
        // INSERT ... SELECT needs its WHERE for SQLite to read ON CONFLICT as the upsert clause (it has one).
        await sql`
          INSERT INTO invoice_numbers (order_id, order_number, year, sequence, issued_at)
          SELECT CAST(${order.id} AS integer), CAST(${order.number} AS text), CAST(${year} AS integer),
                 COALESCE(MAX(sequence), 0) + 1, CAST(${now.toISOString()} AS text)
          FROM invoice_numbers WHERE year = CAST(${year} AS integer)
          ON CONFLICT (order_id) DO NOTHING
        `.execute(this.db);
        break;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= ATTEMPTS) throw error;
      }
    }
    const issued = await this.find(order.id);
    if (!issued) throw new Error(`invoice number of order ${order.id} not found after it was allocated`);
    return issued;
  }

  /** The order's invoice, if it was issued. */
  async find(orderId: number): Promise<IssuedInvoice | undefined> {
    const row = await this.db
      .selectFrom('invoice_numbers')
      .select(['year', 'sequence', 'issued_at'])
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    return row && { number: formatInvoiceNumber(Number(row.year), Number(row.sequence)), issuedAt: row.issued_at };
  }

  /** Every number of a year's series, in order (the owner's check that it is unbroken). */
  async series(year: number): Promise<{ orderId: number; orderNumber: string; sequence: number; issuedAt: string }[]> {
    const rows = await this.db
      .selectFrom('invoice_numbers')
      .select(['order_id', 'order_number', 'sequence', 'issued_at'])
      .where('year', '=', year)
      .orderBy('sequence')
      .execute();
    return rows.map((row) => ({
      orderId: Number(row.order_id),
      orderNumber: row.order_number,
      sequence: Number(row.sequence),
      issuedAt: row.issued_at,
    }));
  }
}
