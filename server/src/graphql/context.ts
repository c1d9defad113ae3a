/** The per-request GraphQL context (codegen `contextType`). */
import type { CatalogService } from '../catalog/service';
import type { CurrencyService } from '../currency/service';
import type { WooCurrencyPlugin } from '../woo/currencyPlugin';
import type { Translator } from '../catalog/translator';
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
  logger: Logger;
}

export interface GraphQLContext extends Services {
  loaders: Loaders;
}

export function createContext(services: Services): GraphQLContext {
  return { ...services, loaders: createLoaders(services) };
}
