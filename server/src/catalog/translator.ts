/**
 * Optional machine translation of product texts through a LibreTranslate-compatible API
 * (TRANSLATE_URL). Results are cached a day per language on the shared cache port; any failure
 * returns the original text (not cached), as the spec requires.
 */
import crypto from 'node:crypto';
import type { Logger } from '../logger';
import type { Cache } from '../ports/cache';

/** How long a translation is kept. */
export const TRANSLATION_TTL_MS = 24 * 60 * 60 * 1000;

export interface TranslatorOptions {
  url: string;
  apiKey?: string;
  timeoutMs?: number;
  logger: Logger;
  /** The translator's namespace of the shared cache (e.g. `namespaced(cache, 'translation')`). */
  cache: Cache;
}

/** A short key for a text of any length (descriptions are long HTML): the language and a digest of the text. */
function cacheKey(target: string, text: string): string {
  return `${target}:${crypto.createHash('sha256').update(text).digest('base64url')}`;
}

export class Translator {
  constructor(private readonly options: TranslatorOptions) {}

  /** Translates French texts into `target` (e.g. "en"), in order; failures give the originals. */
  async translate(texts: readonly string[], target: string): Promise<string[]> {
    const { cache } = this.options;
    const distinct = [...new Set(texts.filter((text) => text.trim() !== ''))];
    const known = new Map<string, string>();
    const cached = await Promise.all(distinct.map((text) => cache.get<string>(cacheKey(target, text))));
    distinct.forEach((text, index) => {
      const hit = cached[index];
      if (hit !== undefined) known.set(text, hit);
    });
    const missing = distinct.filter((text) => !known.has(text));
    if (missing.length > 0) {
      const translated = await this.request(missing, target).catch((error: unknown) => {
        this.options.logger.warn({ err: (error as Error).message }, 'translation failed, keeping original texts');
        return [];
      });
      const kept = missing.flatMap((text, index) => {
        const result = translated[index];
        return typeof result === 'string' && result !== '' ? [[text, result] as const] : [];
      });
      for (const [text, result] of kept) known.set(text, result);
      await Promise.all(kept.map(([text, result]) => cache.set(cacheKey(target, text), result, TRANSLATION_TTL_MS)));
    }
    return texts.map((text) => known.get(text) ?? text);
  }

  private async request(texts: string[], target: string): Promise<unknown[]> {
    const response = await fetch(new URL('translate', this.options.url.endsWith('/') ? this.options.url : `${this.options.url}/`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        q: texts,
        source: 'fr',
        target,
        format: 'html',
        ...(this.options.apiKey ? { api_key: this.options.apiKey } : {}),
      }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10000),
    });
    if (!response.ok) throw new Error(`translation service answered ${response.status} ${response.statusText}`);
    const body = (await response.json()) as { translatedText?: unknown };
    if (!Array.isArray(body.translatedText)) throw new Error('translation service answered without translatedText[]');
    return body.translatedText;
  }
}
