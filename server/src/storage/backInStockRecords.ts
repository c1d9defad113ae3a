/**
 * Back-in-stock waits in the storefront database (`back_in_stock_alerts`), SQLite or PostgreSQL: one per
 * address and product or variation, the links' token kept as its hash. A confirmed wait is claimed for
 * its alert by one conditional update (`confirmed` to `notified`), so replicas sharing PostgreSQL write
 * each alert once; it is deleted once its mail is in the outbox.
 */
import type { AlertState, AlertTarget } from '../domain/backInStock';
import type { MailLanguage } from '../mail/message';
import type { StorefrontDatabase } from './schema';

export interface KeptAlert {
  id: number;
  productId: number;
  variationId: number;
  productName: string;
  email: string;
  language: MailLanguage;
  state: AlertState;
  createdAt: string;
}

/** Per product or variation, how many waits are confirmed and how many still unconfirmed. */
export interface AlertCount {
  productId: number;
  variationId: number;
  productName: string;
  confirmed: number;
  pending: number;
}

const COLUMNS = [
  'id',
  'product_id as productId',
  'variation_id as variationId',
  'product_name as productName',
  'email',
  'language',
  'state',
  'created_at as createdAt',
] as const;

export class BackInStockRecords {
  constructor(private readonly db: StorefrontDatabase) {}

  /** The wait of this address (its key) for this target, if any. */
  async find(emailKey: string, target: AlertTarget): Promise<KeptAlert | undefined> {
    return this.db
      .selectFrom('back_in_stock_alerts')
      .select(COLUMNS)
      .where('email_key', '=', emailKey)
      .where('product_id', '=', target.productId)
      .where('variation_id', '=', target.variationId)
      .executeTakeFirst();
  }

  async byToken(tokenHash: string): Promise<KeptAlert | undefined> {
    return this.db.selectFrom('back_in_stock_alerts').select(COLUMNS).where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  /** A new unconfirmed wait, or the address's wait for the target made new (a new token: the old link stops working). */
  async pending(
    alert: AlertTarget & { productName: string; email: string; emailKey: string; language: MailLanguage; tokenHash: string },
    now: Date,
  ): Promise<void> {
    await this.db
      .insertInto('back_in_stock_alerts')
      .values({
        product_id: alert.productId,
        variation_id: alert.variationId,
        product_name: alert.productName,
        email: alert.email,
        email_key: alert.emailKey,
        language: alert.language,
        state: 'pending',
        token_hash: alert.tokenHash,
        created_at: now.toISOString(),
        confirmed_at: null,
      })
      .onConflict((conflict) =>
        conflict.columns(['email_key', 'product_id', 'variation_id']).doUpdateSet((eb) => ({
          product_name: eb.ref('excluded.product_name'),
          email: eb.ref('excluded.email'),
          language: eb.ref('excluded.language'),
          state: eb.ref('excluded.state'),
          token_hash: eb.ref('excluded.token_hash'),
          created_at: eb.ref('excluded.created_at'),
          confirmed_at: null,
        })),
      )
      .execute();
  }

  /** Confirms the unconfirmed wait of this token; false when there is none. */
  async confirm(tokenHash: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('back_in_stock_alerts')
      .set({ state: 'confirmed', confirmed_at: now.toISOString() })
      .where('token_hash', '=', tokenHash)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Deletes the wait of this token; false when there was none. */
  async remove(tokenHash: string): Promise<boolean> {
    const result = await this.db.deleteFrom('back_in_stock_alerts').where('token_hash', '=', tokenHash).executeTakeFirst();
    return result.numDeletedRows === 1n;
  }

  async removeById(id: number): Promise<void> {
    await this.db.deleteFrom('back_in_stock_alerts').where('id', '=', id).execute();
  }

  /** Every product or variation with at least one confirmed wait. */
  async waitedTargets(): Promise<AlertTarget[]> {
    return this.db
      .selectFrom('back_in_stock_alerts')
      .select(['product_id as productId', 'variation_id as variationId'])
      .where('state', '=', 'confirmed')
      .groupBy(['product_id', 'variation_id'])
      .orderBy('product_id')
      .orderBy('variation_id')
      .execute();
  }

  /** The confirmed waits of a target, oldest first. */
  async confirmedFor(target: AlertTarget): Promise<KeptAlert[]> {
    return this.db
      .selectFrom('back_in_stock_alerts')
      .select(COLUMNS)
      .where('product_id', '=', target.productId)
      .where('variation_id', '=', target.variationId)
      .where('state', '=', 'confirmed')
      .orderBy('id')
      .execute();
  }

  /**
   * Claims a confirmed wait for its alert, giving it the token of the alert mail's link: true for the one
   * process whose conditional update changed it, false for any other.
   */
  async claim(id: number, tokenHash: string): Promise<boolean> {
    const result = await this.db
      .updateTable('back_in_stock_alerts')
      .set({ state: 'notified', token_hash: tokenHash })
      .where('id', '=', id)
      .where('state', '=', 'confirmed')
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Forgets unconfirmed waits asked before `pendingBefore` and the others asked before `confirmedBefore`. */
  async purge(bounds: { pendingBefore: string; confirmedBefore: string }): Promise<number> {
    const result = await this.db
      .deleteFrom('back_in_stock_alerts')
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'pending'), eb('created_at', '<', bounds.pendingBefore)]),
          eb.and([eb('state', '!=', 'pending'), eb('created_at', '<', bounds.confirmedBefore)]),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Waits per product or variation, the most awaited first (the owner's signal of demand). */
  async counts(): Promise<AlertCount[]> {
    const rows = await this.db
      .selectFrom('back_in_stock_alerts')
      .select((eb) => [
        'product_id as productId',
        'variation_id as variationId',
        eb.fn.max('product_name').as('productName'),
        eb.fn.count<number>('id').filterWhere('state', '=', 'confirmed').as('confirmed'),
        eb.fn.count<number>('id').filterWhere('state', '=', 'pending').as('pending'),
      ])
      .groupBy(['product_id', 'variation_id'])
      .execute();
    return rows
      .map((row) => ({ ...row, productName: row.productName ?? '', confirmed: Number(row.confirmed), pending: Number(row.pending) }))
      .sort((a, b) => b.confirmed - a.confirmed || b.pending - a.pending || a.productId - b.productId || a.variationId - b.variationId);
  }
}
