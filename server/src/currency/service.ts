/**
 * Display currencies: the store's rates (currency plugin), kept 5 minutes, with the spec's defaults
 * when the store cannot answer. Shared by all requests.
 *
 * A failure is kept only a few seconds (doubling while the store keeps failing, up to a cap), so that
 * a recovered store is seen again within seconds. Only the very first read is waited for, and never
 * longer than one store call's deadline (WOO_TIMEOUT_MS); after that, a request gets the rates it
 * has while an expired entry is read again in the background (one read at a time).
 */
import { STATUS_CODES } from 'node:http';
import { DEFAULT_RATES } from '#common/currency';
import { BASE_CURRENCY, currencySymbol } from '#common/money';
import type { Logger } from '../logger';
import type { Cache } from '../ports/cache';
import type { DisplayCurrency } from '../domain/money';
import type { StoreCurrency, WooCurrencyPlugin } from '../woo/currencyPlugin';
import { StoreError } from '../woo/errors';

export const RATES_TTL_MS = 5 * 60 * 1000;
/** A failed read is tried again after this long... */
export const RATES_RETRY_MS = 1000;
/** ...doubling at each new failure, up to this. */
export const RATES_RETRY_MAX_MS = 5000;

export interface CurrencyServiceOptions {
  /** How long the store's rates are kept (default RATES_TTL_MS). */
  ttlMs?: number;
  /** How long a first failure is kept (default RATES_RETRY_MS). */
  retryMs?: number;
  /** The longest a failure is kept while the store keeps failing (default RATES_RETRY_MAX_MS). */
  retryMaxMs?: number;
}

/** Why the rates are the defaults: what the test page shows. */
export interface RatesFailure {
  status: number | null;
  statusText: string;
  message: string;
}

export interface RatesSnapshot {
  currencies: StoreCurrency[];
  /** Set when the store's rates could not be read and the defaults are served. */
  failure: RatesFailure | null;
}

const FALLBACK: StoreCurrency[] = DEFAULT_RATES.map(({ code, rate }) => ({
  code,
  rate,
  symbol: currencySymbol(code),
  description: '',
  decimals: 2,
  isBase: rate === 1,
}));

export class UnknownCurrencyError extends Error {
  constructor(readonly code: string) {
    super(`Unknown currency ${code}`);
  }
}

/** The cache entry: the rates and until when they are fresh (kept longer, to be served while re-read). */
interface RatesEntry {
  snapshot: RatesSnapshot;
  expiresAt: number;
}
const RATES_KEY = 'rates';
/** How long an entry stays in the cache past its freshness, served while the store is asked again. */
const STALE_KEEP_MS = 60 * 60 * 1000;

export class CurrencyService {
  private reading: Promise<RatesSnapshot> | null = null;
  /** Failed reads in a row, for the backoff of the next try. */
  private failures = 0;
  /** Bumped by clear(): a read started before it does not fill the cache after it. */
  private generation = 0;
  private readonly ttlMs: number;
  private readonly retryMs: number;
  private readonly retryMaxMs: number;

  constructor(
    private readonly plugin: WooCurrencyPlugin,
    private readonly logger: Logger,
    /** The shared cache (namespaced): every process serves the same rates. */
    private readonly cache: Cache,
    options: CurrencyServiceOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? RATES_TTL_MS;
    this.retryMs = options.retryMs ?? RATES_RETRY_MS;
    this.retryMaxMs = options.retryMaxMs ?? RATES_RETRY_MAX_MS;
  }

  async snapshot(): Promise<RatesSnapshot> {
    const current = await this.cache.get<RatesEntry>(RATES_KEY);
    if (current && Date.now() < current.expiresAt) return current.snapshot;
    const reading = this.read();
    // Expired: served as it is while the store is asked again.
    return current ? current.snapshot : reading;
  }

  /** Reads the store's rates when the cache has none or only expired ones (waits for that read). */
  async refresh(): Promise<void> {
    const current = await this.cache.get<RatesEntry>(RATES_KEY);
    if (!current || Date.now() >= current.expiresAt) await this.read();
  }

  /** Whether the rates in use are the defaults because the store's could not be read (never asks the store). */
  async failing(): Promise<boolean> {
    const current = await this.cache.get<RatesEntry>(RATES_KEY);
    return Boolean(current?.snapshot.failure);
  }

  /** The display currency for a code, or UnknownCurrencyError when the shop does not offer it. */
  async displayCurrency(code: string | null | undefined): Promise<DisplayCurrency> {
    const wanted = (code ?? BASE_CURRENCY).toUpperCase();
    // The base currency needs no rate: prices in it cost no call to the currency plugin.
    if (wanted === BASE_CURRENCY) return { code: BASE_CURRENCY, rate: 1 };
    const currency = (await this.snapshot()).currencies.find((candidate) => candidate.code === wanted);
    if (!currency) throw new UnknownCurrencyError(wanted);
    return { code: currency.code, rate: currency.rate };
  }

  /** Forgets the rates (the next request reads the store). */
  clear(): Promise<void> {
    this.reading = null;
    this.failures = 0;
    this.generation += 1;
    return this.cache.delete(RATES_KEY);
  }

  /** One read of the store at a time; its result replaces the current entry. */
  private read(): Promise<RatesSnapshot> {
    if (this.reading) return this.reading;
    const generation = this.generation;
    const reading = this.load().then(async (snapshot) => {
      if (generation !== this.generation) return snapshot;
      this.failures = snapshot.failure ? this.failures + 1 : 0;
      const keepMs = snapshot.failure ? Math.min(this.retryMaxMs, this.retryMs * 2 ** (this.failures - 1)) : this.ttlMs;
      const entry: RatesEntry = { snapshot, expiresAt: Date.now() + keepMs };
      try {
        await this.cache.set(RATES_KEY, entry, keepMs + STALE_KEEP_MS);
      } finally {
        this.reading = null;
      }
      return snapshot;
    });
    this.reading = reading;
    return reading;
  }

  private async load(): Promise<RatesSnapshot> {
    try {
      const currencies = await this.plugin.currencies();
      if (currencies.length === 0) throw new Error('the store lists no currencies');
      return { currencies, failure: null };
    } catch (error) {
      const status = error instanceof StoreError ? error.status : null;
      const statusText = status ? (STATUS_CODES[status] ?? '') : 'Network error';
      const failure: RatesFailure = {
        status,
        statusText,
        message: `Failed to fetch currency rates: ${status ?? ''} ${statusText}`.replace(/  +/g, ' '),
      };
      this.logger.warn({ err: (error as Error).message }, failure.message);
      return { currencies: FALLBACK, failure };
    }
  }
}
