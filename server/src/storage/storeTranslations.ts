/** The owner's translations of the store's words, in the storefront database (`store_translations`), SQLite or PostgreSQL. */
import type { Language } from '../domain/catalog';
import { STORE_WORD_KINDS, type StoreWordKind, type StoreWordTranslation } from '../domain/storeWords';
import type { StorefrontDatabase } from './schema';

/** A translation as kept: with the store's word it was made for, and when. */
export interface StoreTranslationRecord extends StoreWordTranslation {
  storeText: string;
  updatedAt: string;
}

const isKind = (kind: string): kind is StoreWordKind => (STORE_WORD_KINDS as readonly string[]).includes(kind);

export class StoreTranslationRecords {
  constructor(
    private readonly db: StorefrontDatabase,
    private readonly now: () => number = Date.now,
  ) {}

  /** Every translation, by kind, key and language. */
  async all(): Promise<StoreTranslationRecord[]> {
    const rows = await this.db
      .selectFrom('store_translations')
      .selectAll()
      .orderBy('kind')
      .orderBy('store_id')
      .orderBy('language')
      .execute();
    return rows.flatMap((row) =>
      isKind(row.kind)
        ? [
            {
              kind: row.kind,
              id: row.store_id,
              language: row.language,
              text: row.text,
              storeText: row.store_text,
              updatedAt: row.updated_at,
            },
          ]
        : [],
    );
  }

  /** Whether no translation is kept at all (a database never seeded). */
  async isEmpty(): Promise<boolean> {
    return (await this.db.selectFrom('store_translations').select('kind').limit(1).executeTakeFirst()) === undefined;
  }

  /** Sets (or replaces) one translation. */
  async set(translation: StoreWordTranslation, storeText: string): Promise<void> {
    const updatedAt = new Date(this.now()).toISOString();
    await this.db
      .insertInto('store_translations')
      .values({
        kind: translation.kind,
        store_id: translation.id,
        language: translation.language,
        text: translation.text,
        store_text: storeText,
        updated_at: updatedAt,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['kind', 'store_id', 'language'])
          .doUpdateSet({ text: translation.text, store_text: storeText, updated_at: updatedAt }),
      )
      .execute();
  }

  /** Adds the translations the database does not hold yet (the owner's own are never replaced); answers how many were added. */
  async addMissing(translations: readonly (StoreWordTranslation & { storeText?: string })[]): Promise<number> {
    let added = 0;
    const updatedAt = new Date(this.now()).toISOString();
    for (const translation of translations) {
      const result = await this.db
        .insertInto('store_translations')
        .values({
          kind: translation.kind,
          store_id: translation.id,
          language: translation.language,
          text: translation.text,
          store_text: translation.storeText ?? '',
          updated_at: updatedAt,
        })
        .onConflict((conflict) => conflict.columns(['kind', 'store_id', 'language']).doNothing())
        .executeTakeFirst();
      added += Number(result.numInsertedOrUpdatedRows ?? 0n);
    }
    return added;
  }

  /** Removes one translation; answers whether there was one. */
  async remove(kind: StoreWordKind, id: string, language: Language): Promise<boolean> {
    const result = await this.db
      .deleteFrom('store_translations')
      .where('kind', '=', kind)
      .where('store_id', '=', id)
      .where('language', '=', language)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
