/** The per-request GraphQL context (codegen `contextType`): services, who is asking, and per-request tools. */
import type { Request, Response } from 'express';
import type { AccountService } from '../accounts/accountService';
import type { ProductsById } from '../catalog/productsById';
import type { CatalogService } from '../catalog/service';
import type { CheckoutServices } from '../checkout';
import type { ContentService } from '../content/service';
import type { CurrencyService } from '../currency/service';
import type { WooCurrencyPlugin } from '../woo/currencyPlugin';
import type { Translator } from '../catalog/translator';
import type { StoreWords } from '../translations/storeWords';
import type { SiteGate } from '../gate/siteGate';
import type { Logger } from '../logger';
import type { SharedState } from '../ports';
import type { Viewer } from '../session/viewer';
import type { PriceDisplays } from '../pricing/priceDisplays';
import type { PricingService } from '../pricing/service';
import type { WooCatalog } from '../woo/catalog';
import type { Mailer } from '../mail/mailer';
import type { PasswordResets } from '../accounts/passwordReset';
import type { BackInStockAlerts } from '../backInStock/alerts';
import { ProductBudget } from './limits';
import { createLoaders, type Loaders } from './loaders';

/** Long-lived services shared by all requests. */
export interface Services {
  store: WooCatalog;
  catalog: CatalogService;
  /** Empties the catalog cache, the response cache and the rendered pages (made from it), on every replica. */
  forgetCatalog(): Promise<void>;
  /**
   * Reads the catalog's set, the categories and the rates again now (or waits for the refresh under
   * way): what the periodic refresh does (CATALOG_REFRESH_SECONDS; nothing when it is off).
   */
  refreshCatalog(): Promise<void>;
  /** Products by id through the catalog cache. */
  productsById: ProductsById;
  /** Cart lines priced from fresh store reads (cart page, checkout, orders). */
  pricing: PricingService;
  /** How prices are shown: the store's tax settings and rates, for a currency and a destination. */
  priceDisplays: PriceDisplays;
  currency: CurrencyService;
  currencyPlugin: WooCurrencyPlugin;
  translator?: Translator;
  /** The store's own words (shipping, gateways, attributes, terms, categories) in the shopper's language. */
  storeWords: StoreWords;
  /** Shipping, quotes, orders and payments. */
  checkout: CheckoutServices;
  /** Customer accounts: sign-in, registration, profile, addresses, their orders. */
  accounts: AccountService;
  /** Contact messages and newsletter sign-ups, kept in the storefront database. */
  content: ContentService;
  /** The shop's mail: every mail through the outbox, sent over SMTP_URL or kept for the developer. */
  mailer: Mailer;
  /** Password reset links: asked for, mailed, used once. */
  passwordResets: PasswordResets;
  /** Back-in-stock alerts: sign-ups confirmed by mail, mailed once when the store shows stock again. */
  backInStock: BackInStockAlerts;
  /** The work-in-progress gate (SITE_PASSWORD). */
  gate: SiteGate;
  /** The internal test pages and their own fields are served (INTERNAL_PAGES). */
  internalPages: boolean;
  /** Cache, sessions, rate limits, idempotency keys and locks. */
  state: SharedState;
  /** The storefront's own database (SQLite file or PostgreSQL), as the readiness probe sees it. */
  database: { ping(): Promise<void> };
  /** The origin in the embedded store's image URLs (its pictures are served here, root-relative). */
  embeddedImageOrigin?: string;
  logger: Logger;
}

/** Cookies of this request's answer, with the shop's safe defaults (HTTP-only, SameSite=Lax, Secure over TLS). */
export interface CookieJar {
  set(name: string, value: string, options?: { maxAgeMs?: number; httpOnly?: boolean }): void;
  clear(name: string): void;
}

export interface GraphQLContext extends Services {
  /** Who is asking: address, TLS, gate, the signed-in customer. */
  viewer: Viewer;
  /** The request's own logger: every line carries the request id. */
  log: Logger;
  cookies: CookieJar;
  /** The Express request: its session (regenerated at each change of privilege). */
  req: Request;
  loaders: Loaders;
  /** Products this operation may still return. */
  productBudget: ProductBudget;
}

function cookieJar(req: Request, res: Response): CookieJar {
  return {
    set: (name, value, { maxAgeMs, httpOnly = true } = {}) =>
      res.cookie(name, value, { httpOnly, sameSite: 'lax', secure: req.secure, path: '/', ...(maxAgeMs ? { maxAge: maxAgeMs } : {}) }),
    clear: (name) => res.clearCookie(name, { path: '/' }),
  };
}

/** One context per request, built from the viewer the middleware made. */
export function createContext(services: Services, { req, res }: { req: Request; res: Response }): GraphQLContext {
  return {
    ...services,
    viewer: req.viewer,
    log: req.log ?? services.logger,
    cookies: cookieJar(req, res),
    req,
    loaders: createLoaders(services),
    productBudget: new ProductBudget(),
  };
}
