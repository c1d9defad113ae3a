/**
 * Display currencies: the store's rates (currency plugin), cached 5 minutes, with the spec's
 * defaults when the store cannot answer. Shared by all requests.
 */
import { STATUS_CODES } from 'node:http';
import { LRUCache } from 'lru-cache';
import { DEFAULT_RATES } from '../../../common/currency';
import { BASE_CURRENCY, currencySymbol } from '../../../common/money';
import type { Logger } from '../logger';
import type { DisplayCurrency } from '../domain/money';
import type { StoreCurrency, WooCurrencyPlugin } from '../woo/currencyPlugin';
import { StoreError } from '../woo/errors';

export const RATES_TTL_MS = 5 * 60 * 1000;
/** A failed read is retried after this long, not at every request. */
export const RATES_RETRY_MS = 30 * 1000;

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

export class CurrencyService {
  private readonly cache: LRUCache<'rates', RatesSnapshot>;

  constructor(
    private readonly plugin: WooCurrencyPlugin,
    private readonly logger: Logger,
  ) {
    this.cache = new LRUCache({ max: 1, ttl: RATES_TTL_MS, fetchMethod: (_key, _stale, { options }) => this.load(options) });
  }

  async snapshot(): Promise<RatesSnapshot> {
    return (await this.cache.fetch('rates')) ?? { currencies: FALLBACK, failure: null };
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

  clear(): void {
    this.cache.clear();
  }

  private async load(options: { ttl?: number }): Promise<RatesSnapshot> {
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
      // The defaults are kept only until the next try; a lasting outage is not asked at every request.
      options.ttl = RATES_RETRY_MS;
      return { currencies: FALLBACK, failure };
    }
  }
}
