/**
 * The store's words in the shopper's language: the owner's translations (storefront database, set with
 * `npm run translations`) read into a dictionary kept a short while in this process, so that a
 * translation set from the command shows within STORE_WORDS_TTL_MS on every replica. A word without a
 * translation is shown as the store has it and reported once per process in the log.
 */
import type { Language } from '../domain/catalog';
import { StoreDictionary, type StoreWord } from '../domain/storeWords';
import type { Logger } from '../logger';
import type { StoreTranslationRecords } from '../storage/storeTranslations';

/** How long this process uses the translations it read before reading them again. */
export const STORE_WORDS_TTL_MS = 30_000;

export class StoreWords {
  private loaded: { at: number; dictionary: Promise<StoreDictionary> } | null = null;
  private readonly reported = new Set<string>();

  constructor(
    private readonly records: StoreTranslationRecords,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /** The translations in force (read again past the TTL; a failed read is not kept). */
  dictionary(): Promise<StoreDictionary> {
    const current = this.loaded;
    if (current && this.now() - current.at < STORE_WORDS_TTL_MS) return current.dictionary;
    const dictionary = this.records.all().then((rows) => new StoreDictionary(rows, (word, language) => this.report(word, language)));
    const entry = { at: this.now(), dictionary };
    this.loaded = entry;
    dictionary.catch(() => {
      if (this.loaded === entry) this.loaded = null;
    });
    return dictionary;
  }

  /** Reads the translations again at the next use (after this process changed them). */
  forget(): void {
    this.loaded = null;
  }

  private report(word: StoreWord, language: Language): void {
    const key = `${word.kind}|${word.id}|${language}`;
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.logger.warn(
      { kind: word.kind, storeId: word.id, language, storeText: word.text },
      'store word without a translation: shown as the store has it (npm run translations -- missing)',
    );
  }
}
