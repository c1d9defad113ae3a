/**
 * Back-in-stock alerts (issue 24, part 3). A shopper asks to hear when a sold-out product (simple) or
 * variation is back; a first mail's link confirms it (double opt-in). After each catalog refresh the
 * confirmed waits' products are read from the store again; a product or variation the store shows as
 * purchasable again gets one mail per confirmed wait (every one of them, whatever the quantity), in the
 * language of the sign-up, each wait claimed first by one conditional update so replicas write it once,
 * then forgotten. Every mail carries a link that ends the wait; waits are forgotten after six months.
 */
import {
  alertEmailKey,
  alertPurgeBounds,
  canWaitFor,
  distinctTargets,
  hashAlertToken,
  isAlertExpired,
  isAlertTokenFormat,
  isBackInStock,
  newAlertToken,
  subscribeAction,
  type AlertTarget,
} from '../domain/backInStock';
import type { Product, Variation } from '../domain/catalog';
import type { Logger } from '../logger';
import { isValidEmail } from '../domain/email';
import { backInStockAlertMail, backInStockConfirmMail } from '../mail/backInStockMails';
import { shopLink } from '../mail/links';
import type { Mailer } from '../mail/mailer';
import type { MailLanguage } from '../mail/message';
import type { RateLimiter, RateLimitPolicy, RateLimitStore } from '../ports/rateLimit';
import type { BackInStockRecords, KeptAlert } from '../storage/backInStockRecords';
import type { WooCatalog } from '../woo/catalog';

const HOUR = 60 * 60;

/** Sign-ups per address (hour, day) and per email (each may send a mail); link uses per address. */
export const BACK_IN_STOCK_LIMITS = {
  perAddress: { name: 'back-in-stock-address', points: 10, durationSec: HOUR },
  perAddressDay: { name: 'back-in-stock-address-day', points: 30, durationSec: 24 * HOUR },
  perEmail: { name: 'back-in-stock-email', points: 3, durationSec: HOUR },
  linkPerAddress: { name: 'back-in-stock-link', points: 30, durationSec: 15 * 60 },
} as const satisfies Record<string, RateLimitPolicy>;

/** The storefront pages the links open (client routes `backInStockConfirm`, `backInStockUnsubscribe`). */
export const CONFIRM_PAGE_PATH = '/back-in-stock/confirm';
export const UNSUBSCRIBE_PAGE_PATH = '/back-in-stock/unsubscribe';

export type BackInStockErrorCode =
  'REQUIRED' | 'INVALID_EMAIL' | 'TOO_LONG' | 'RATE_LIMITED' | 'PRODUCT_NOT_FOUND' | 'VARIATION_REQUIRED' | 'IN_STOCK' | 'LINK_INVALID';

export interface BackInStockError {
  field: string | null;
  code: BackInStockErrorCode;
  message: string;
}

const MESSAGES: Record<BackInStockErrorCode, string> = {
  REQUIRED: 'The email is required.',
  INVALID_EMAIL: 'The email does not look like an address.',
  TOO_LONG: 'The email is longer than 254 characters.',
  RATE_LIMITED: 'Too many requests: try again later.',
  PRODUCT_NOT_FOUND: 'No published product or variation has this id.',
  VARIATION_REQUIRED: 'This product has variations: choose one.',
  IN_STOCK: 'It can be bought now: no alert is needed.',
  LINK_INVALID: 'This link no longer works (already used, expired, or never sent).',
};

const error = (code: BackInStockErrorCode, field: string | null = null): BackInStockError => ({ field, code, message: MESSAGES[code] });
type Result = { ok: true } | { ok: false; errors: BackInStockError[] };
const failed = (...errors: BackInStockError[]): Result => ({ ok: false, errors });

export interface BackInStockDeps {
  store: Pick<WooCatalog, 'productsByIds' | 'variations'>;
  records: BackInStockRecords;
  mailer: Mailer;
  rateLimits: RateLimitStore;
  /** PUBLIC_URL: the only origin of the links. */
  publicUrl: string;
  logger: Logger;
  now?: () => number;
}

export interface SubscribeInput {
  productId: string;
  variationId?: string | null;
  email: string;
  language?: MailLanguage | null;
}

/** A store id from the API: a positive whole number, else undefined. */
function storeId(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  return Number(value);
}

/** "Montmartre – Clear": the product's name in the language (the store's when it has no English) with its variation's options. */
function displayName(product: Product, variation: Variation | undefined, language: MailLanguage = 'FR'): string {
  const name = (language === 'EN' ? product.textsEn.name : undefined) || product.texts.name;
  const options = variation?.attributes.map((attribute) => attribute.label || attribute.value).filter(Boolean) ?? [];
  return options.length > 0 ? `${name} – ${options.join(', ')}` : name;
}

export class BackInStockAlerts {
  private readonly limits: { [K in keyof typeof BACK_IN_STOCK_LIMITS]: RateLimiter };
  private readonly pending = new Set<Promise<void>>();
  private readonly now: () => number;

  constructor(private readonly deps: BackInStockDeps) {
    this.now = deps.now ?? Date.now;
    const limiter = (policy: RateLimitPolicy) => deps.rateLimits.limiter(policy);
    this.limits = {
      perAddress: limiter(BACK_IN_STOCK_LIMITS.perAddress),
      perAddressDay: limiter(BACK_IN_STOCK_LIMITS.perAddressDay),
      perEmail: limiter(BACK_IN_STOCK_LIMITS.perEmail),
      linkPerAddress: limiter(BACK_IN_STOCK_LIMITS.linkPerAddress),
    };
  }

  /**
   * A sign-up: refused when the email is malformed, past the limits, or the product or variation is not
   * sold out; otherwise accepted at once, and the wait and its confirmation mail are written in the
   * background (the same answer and time whether the address already waits).
   */
  async subscribe(input: SubscribeInput, ip: string): Promise<Result> {
    const email = input.email.trim();
    if (email === '') return failed(error('REQUIRED', 'email'));
    if (email.length > 254) return failed(error('TOO_LONG', 'email'));
    if (!isValidEmail(email)) return failed(error('INVALID_EMAIL', 'email'));
    const productId = storeId(input.productId);
    const variationId = input.variationId ? storeId(input.variationId) : 0;
    if (productId === undefined || variationId === undefined) return failed(error('PRODUCT_NOT_FOUND', 'productId'));
    const key = alertEmailKey(email);
    const verdicts = await Promise.all([
      this.limits.perAddress.consume(ip),
      this.limits.perAddressDay.consume(ip),
      this.limits.perEmail.consume(key),
    ]);
    if (verdicts.some((verdict) => !verdict.allowed)) {
      this.deps.logger.warn({ ip }, 'back-in-stock: too many sign-ups');
      return failed(error('RATE_LIMITED'));
    }
    const [product] = await this.deps.store.productsByIds([productId]);
    if (!product) return failed(error('PRODUCT_NOT_FOUND', 'productId'));
    let variation: Variation | undefined;
    if (variationId !== 0) {
      variation = (await this.deps.store.variations(product)).find((candidate) => candidate.id === variationId);
      if (!variation) return failed(error('PRODUCT_NOT_FOUND', 'variationId'));
    } else if (product.variationIds.length > 0) {
      return failed(error('VARIATION_REQUIRED', 'variationId'));
    }
    if (!canWaitFor((variation ?? product).availability)) return failed(error('IN_STOCK', variation ? 'variationId' : 'productId'));
    const language: MailLanguage = input.language === 'EN' ? 'EN' : 'FR';
    const work = this.keep({ productId, variationId }, product, variation, email, key, language).catch((cause: unknown) =>
      this.deps.logger.error({ err: cause }, 'back-in-stock: the sign-up could not be kept'),
    );
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
    return { ok: true };
  }

  /** Waits for the sign-ups' background work (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** Confirms a wait through its first mail's link (a second click finds it confirmed: fine). */
  async confirm(token: string, ip: string): Promise<Result> {
    const checked = await this.checkLink(token, ip);
    if (!checked.ok) return checked;
    const alert = checked.alert;
    if (alert.state === 'pending' && !(await this.deps.records.confirm(hashAlertToken(token), new Date(this.now())))) {
      return failed(error('LINK_INVALID', 'token'));
    }
    return { ok: true };
  }

  /** Ends a wait through any of its mails' links; a link used twice still says it is done. */
  async unsubscribe(token: string, ip: string): Promise<Result> {
    const use = await this.limits.linkPerAddress.consume(ip);
    if (!use.allowed) return failed(error('RATE_LIMITED'));
    if (!isAlertTokenFormat(token)) return failed(error('LINK_INVALID', 'token'));
    await this.deps.records.remove(hashAlertToken(token));
    return { ok: true };
  }

  /**
   * The catalog refresh's hook: forgets expired waits, reads the waited products (and variations) from
   * the store, and mails every confirmed wait of what is purchasable again. Answers the mails written.
   */
  async notifyRestocked(): Promise<number> {
    await this.deps.records.purge(alertPurgeBounds(this.now()));
    const targets = distinctTargets(await this.deps.records.waitedTargets());
    if (targets.length === 0) return 0;
    const products = new Map(
      (await this.deps.store.productsByIds([...new Set(targets.map((target) => target.productId))])).map((product) => [
        product.id,
        product,
      ]),
    );
    const variationsOf = new Map<number, Promise<Variation[]>>();
    let written = 0;
    for (const target of targets) {
      const product = products.get(target.productId);
      // Unpublished or deleted: its waits stay until they expire.
      if (!product) continue;
      let variation: Variation | undefined;
      if (target.variationId !== 0) {
        if (!variationsOf.has(product.id)) variationsOf.set(product.id, this.deps.store.variations(product));
        variation = (await variationsOf.get(product.id)!).find((candidate) => candidate.id === target.variationId);
        if (!variation) continue;
      }
      if (!isBackInStock((variation ?? product).availability)) continue;
      written += await this.alert(target, product, variation);
    }
    if (written > 0) this.deps.logger.info({ mails: written }, 'back-in-stock: alerts written');
    return written;
  }

  private async alert(target: AlertTarget, product: Product, variation: Variation | undefined): Promise<number> {
    let written = 0;
    const productLink = shopLink(this.deps.publicUrl, `/products/${encodeURIComponent(product.slug)}`);
    for (const wait of await this.deps.records.confirmedFor(target)) {
      if (isAlertExpired(wait, this.now())) continue;
      const token = newAlertToken();
      // Another process (or run) took it first: it writes this one.
      if (!(await this.deps.records.claim(wait.id, hashAlertToken(token)))) continue;
      await this.deps.mailer.send(backInStockAlertMail({ ...this.mailBase(wait, product, variation, token), productLink }));
      await this.deps.records.removeById(wait.id);
      written += 1;
    }
    return written;
  }

  private mailBase(wait: Pick<KeptAlert, 'email' | 'language'>, product: Product, variation: Variation | undefined, token: string) {
    const image = variation?.image ?? product.images[0] ?? null;
    return {
      to: wait.email,
      language: wait.language,
      productName: displayName(product, variation, wait.language),
      imageUrl: image ? this.absolute(image.url) : null,
      unsubscribeLink: shopLink(this.deps.publicUrl, UNSUBSCRIBE_PAGE_PATH, { token }),
    };
  }

  private absolute(url: string): string {
    return url.startsWith('/') ? shopLink(this.deps.publicUrl, url) : url;
  }

  private async keep(
    target: AlertTarget,
    product: Product,
    variation: Variation | undefined,
    email: string,
    emailKey: string,
    language: MailLanguage,
  ): Promise<void> {
    const existing = await this.deps.records.find(emailKey, target);
    if (subscribeAction(existing, this.now()) === 'keep') return;
    const token = newAlertToken();
    const productName = displayName(product, variation);
    await this.deps.records.pending(
      { ...target, productName, email, emailKey, language, tokenHash: hashAlertToken(token) },
      new Date(this.now()),
    );
    await this.deps.mailer.send(
      backInStockConfirmMail({
        ...this.mailBase({ email, language }, product, variation, token),
        confirmLink: shopLink(this.deps.publicUrl, CONFIRM_PAGE_PATH, { token }),
      }),
    );
  }

  private async checkLink(token: string, ip: string): Promise<{ ok: true; alert: KeptAlert } | { ok: false; errors: BackInStockError[] }> {
    const use = await this.limits.linkPerAddress.consume(ip);
    if (!use.allowed) return { ok: false, errors: [error('RATE_LIMITED')] };
    if (!isAlertTokenFormat(token)) return { ok: false, errors: [error('LINK_INVALID', 'token')] };
    const alert = await this.deps.records.byToken(hashAlertToken(token));
    if (!alert || alert.state === 'notified' || isAlertExpired(alert, this.now()))
      return { ok: false, errors: [error('LINK_INVALID', 'token')] };
    return { ok: true, alert };
  }
}
