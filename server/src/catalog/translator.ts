/**
 * Optional machine translation of product texts through a LibreTranslate-compatible API
 * (TRANSLATE_URL). Results are cached per language; any failure returns the original text,
 * as the spec requires.
 */
import { LRUCache } from 'lru-cache';
import type { Logger } from '../logger';

export interface TranslatorOptions {
  url: string;
  apiKey?: string;
  timeoutMs?: number;
  logger: Logger;
}

export class Translator {
  private readonly cache = new LRUCache<string, string>({ max: 5000, ttl: 24 * 60 * 60 * 1000 });

  constructor(private readonly options: TranslatorOptions) {}

  /** Translates French texts into `target` (e.g. "en"), in order; failures give the originals. */
  async translate(texts: readonly string[], target: string): Promise<string[]> {
    const key = (text: string) => `${target}\u0000${text}`;
    const missing = [...new Set(texts.filter((text) => text.trim() !== '' && !this.cache.has(key(text))))];
    if (missing.length > 0) {
      try {
        const translated = await this.request(missing, target);
        missing.forEach((text, index) => {
          const result = translated[index];
          if (typeof result === 'string' && result !== '') this.cache.set(key(text), result);
        });
      } catch (error) {
        this.options.logger.warn({ err: (error as Error).message }, 'translation failed, keeping original texts');
      }
    }
    return texts.map((text) => this.cache.get(key(text)) ?? text);
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
