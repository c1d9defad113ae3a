/** The per-request GraphQL context (codegen `contextType`). */
import type { Request, Response } from 'express';
import type { CatalogService } from '../catalog/service';
import type { ContentService } from '../content/service';
import type { CurrencyService } from '../currency/service';
import type { WooCurrencyPlugin } from '../woo/currencyPlugin';
import type { Translator } from '../catalog/translator';
import type { GateAccess, SiteGate } from '../gate/siteGate';
import type { Logger } from '../logger';
import type { WooCatalog } from '../woo/catalog';
import { createLoaders, type Loaders } from './loaders';

/** Long-lived services shared by all requests. */
export interface Services {
  store: WooCatalog;
  catalog: CatalogService;
  currency: CurrencyService;
  currencyPlugin: WooCurrencyPlugin;
  translator?: Translator;
  /** Contact messages and newsletter sign-ups, kept in the storefront database. */
  content: ContentService;
  /** The work-in-progress gate (SITE_PASSWORD). */
  gate: SiteGate;
  logger: Logger;
}

export interface GraphQLContext extends Services {
  loaders: Loaders;
  /** The site gate as this request sees it (cookie checked), and the password try that sets it. */
  gateAccess: GateAccess;
  /** The client's IP address (Express `req.ip`, proxies trusted per app.ts), absent outside HTTP. */
  clientAddress?: string;
}

/** One context per request; `http` is the Express request and response (absent in unit-style tests). */
export function createContext(services: Services, http?: { req: Request; res: Response }): GraphQLContext {
  return {
    ...services,
    loaders: createLoaders(services),
    gateAccess: services.gate.forRequest(http?.req, http?.res),
    clientAddress: http?.req.ip,
  };
}
