/**
 * The per-request GraphQL context (codegen `contextType`): the services the composition root built
 * (composition/), who is asking, and per-request tools.
 */
import type { Request, Response } from 'express';
import type { Services } from '../composition/services';
import type { Logger } from '../logger';
import type { Viewer } from '../session/viewer';
import { ProductBudget } from './limits';
import { createLoaders, type Loaders } from './loaders';

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
