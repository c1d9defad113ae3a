/** The store's Express application: /wp-json (REST), /wp-content/uploads (pictures), and `/?rest_route=`. */
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { internalError, RestError } from './errors';
import { BODY_LIMIT } from './http/body';
import { phpJson } from './http/json';
import { logSafeUrl } from './http/logSafeUrl';
import { routePathOf, serveRest, type RestDeps } from './http/rest';

export function createApp(deps: RestDeps, uploads: RequestHandler): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', false);
  app.use('/wp-content/uploads', uploads);
  // OAuth signs form parameters too: keep the raw body of form posts for the authenticator. JSON bodies
  // are kept raw as well and decoded once the route is known (http/body.ts), as WordPress does.
  app.use(
    '/wp-json',
    express.text({ type: ['application/x-www-form-urlencoded', 'application/json', 'application/*+json'], limit: BODY_LIMIT }),
  );
  app.use('/wp-json', (req, res) => serveRest(deps, req, res, routePathOf(req), true));
  app.get('/', (req, res) => {
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '';
    const restRoute = new URLSearchParams(query).get('rest_route');
    if (restRoute !== null) {
      // Plain-permalink REST: WooCommerce's key authentication ignores it, so callers stay anonymous.
      serveRest(deps, req, res, restRoute || '/', false);
      return;
    }
    res.type('text/plain; charset=utf-8').send('WooCommerce-compatible local store. REST API: /wp-json/wc/v3\n');
  });
  app.use((_req, res) => {
    res.status(404).type('text/plain; charset=utf-8').send('Not Found\n');
  });
  // Errors raised before a route runs (an oversized or malformed body, a bad file path): answered in
  // WordPress's error shape under /wp-json, never with a stack trace.
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = (error as { status?: unknown }).status;
    const clientError = typeof status === 'number' && status >= 400 && status < 500;
    if (!clientError)
      deps.logger.warn(
        `local store: ${req.method} ${logSafeUrl(req.originalUrl)} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    if (!req.originalUrl.toLowerCase().startsWith('/wp-json')) {
      res
        .status(clientError ? status : 500)
        .type('text/plain; charset=utf-8')
        .send(clientError ? 'Bad Request\n' : 'Internal Server Error\n');
      return;
    }
    const restError = clientError ? new RestError(status, 'rest_invalid_request', 'Invalid request.') : internalError();
    res.status(restError.status).type('application/json; charset=UTF-8').send(phpJson(restError.body()));
  });
  return app;
}
