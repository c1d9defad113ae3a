/**
 * The application's services, typed in one place: what the composition root (assemble.ts) builds and
 * what the API layer (the GraphQL context, the page renderer, the routes of app.ts) receives. Types
 * only: nothing here runs, and nothing here is a WooCommerce class (the wire stays in woo/, behind
 * the services).
 */
import type { AccountService } from '../accounts/accountService';
import type { PasswordResets } from '../accounts/passwordReset';
import type { BackInStockAlerts } from '../backInStock/alerts';
import type { ProductsById } from '../catalog/productsById';
import type { CatalogService } from '../catalog/service';
import type { Translator } from '../catalog/translator';
import type { CheckoutServices } from '../checkout';
import type { ContentService } from '../content/service';
import type { CurrencyService } from '../currency/service';
import type { SiteGate } from '../gate/siteGate';
import type { Invoicing } from '../invoices/invoicing';
import type { CurrencyPluginCheck } from '../internal/currencyPlugin';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import type { SharedState } from '../ports';
import type { PriceDisplays } from '../pricing/priceDisplays';
import type { PricingService } from '../pricing/service';
import type { StoreWords } from '../translations/storeWords';

/** Long-lived services shared by all requests. */
export interface Services {
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
  /** The customers' invoices: on or off (INVOICES), the seller's identity, the numbers issued once per order. */
  invoices: Invoicing;
  /** The work-in-progress gate (SITE_PASSWORD). */
  gate: SiteGate;
  /** The internal test pages and their own fields are served (INTERNAL_PAGES). */
  internalPages: boolean;
  /** The home page hero's picture (HOME_HERO_IMAGE; the embedded store's own by default), or null for none. */
  homeHeroImage: string | null;
  /** The internal currency test page's reads of the store's currency plugin. */
  currencyPluginCheck: CurrencyPluginCheck;
  /** Cache, sessions, rate limits, idempotency keys and locks. */
  state: SharedState;
  /** The store back end, as the readiness probe sees it (one cheap catalog read). */
  store: { ping(): Promise<void> };
  /** The storefront's own database (SQLite file or PostgreSQL), as the readiness probe sees it. */
  database: { ping(): Promise<void> };
  /** The origin in the embedded store's image URLs (its pictures are served here, root-relative). */
  embeddedImageOrigin?: string;
  logger: Logger;
}
