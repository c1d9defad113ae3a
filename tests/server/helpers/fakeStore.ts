/**
 * A fake store on a loopback port for failure tests: it records each request's URL and answers
 * with whatever `respond` does, including the faults of a real network (cut, stalled, garbled answers).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Respond = (res: http.ServerResponse, req: http.IncomingMessage) => void;

export interface FakeStore {
  url: string;
  /** Path and query of every request received, in order. */
  hits: string[];
  respond: Respond;
  close(): Promise<void>;
}

export async function startFakeStore(respond: Respond = sendJson(200, [])): Promise<FakeStore> {
  const store = { hits: [] as string[], respond } as FakeStore;
  const server = http.createServer((req, res) => {
    store.hits.push(req.url ?? '');
    store.respond(res, req);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  store.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  store.close = () => {
    // Stalled answers hold their connections open: cut them, or close() would wait for them.
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return store;
}

export const sendJson =
  (status: number, body: unknown): Respond =>
  (res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

export const sendText =
  (status: number, body: string, contentType = 'application/json'): Respond =>
  (res) => {
    res.writeHead(status, { 'content-type': contentType });
    res.end(body);
  };

/** Never answers: not even headers. */
export const hang: Respond = () => {};

/** Sends headers and the start of a body, then nothing more. */
export const stallBody: Respond = (res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('[{"id": 1, "name": "Mont');
};

/** Announces a longer body than it sends, then closes the connection. */
export const cutShort: Respond = (res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': '500' });
  res.write('[{"id": 1, "name": "Mont', () => res.destroy());
};

/** Closes the connection in the middle of a chunked body. */
export const cutMidChunk: Respond = (res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('[{"id": 1, "name": "Mont', () => res.destroy());
};

/** WordPress's answer to a route no plugin registers. */
export const NO_ROUTE = { code: 'rest_no_route', message: 'No route was found matching the URL and request method', data: { status: 404 } };

export interface FakeRoute {
  method: string;
  /** Matched against the path, query excluded. */
  path: RegExp;
  respond: Respond;
}

/**
 * Answers like a WordPress site with only these routes: the first match by method and path, anything
 * else 404 rest_no_route. A store without a plugin route is a store that simply does not list it.
 */
export const byRoute =
  (routes: readonly FakeRoute[]): Respond =>
  (res, req) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const route = routes.find((candidate) => candidate.method === req.method && candidate.path.test(path));
    (route?.respond ?? sendJson(404, NO_ROUTE))(res, req);
  };

/** Waits `ms` before answering: keeps calls in flight long enough to count them. */
export const delayed =
  (ms: number, respond: Respond): Respond =>
  (res, req) => {
    setTimeout(() => respond(res, req), ms);
  };
