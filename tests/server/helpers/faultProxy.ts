/**
 * An HTTP proxy between the storefront server and a local store that can be switched, per test, to one
 * of the ways a store fails. It forwards requests byte for byte with their Host header, so OAuth
 * signatures (which cover the host) stay valid: the store listens on [::1]:P and the proxy on
 * 127.0.0.1:P, both loopback names of the same port, which the local store accepts as its own URL.
 *
 * A fault applies to the requests `when` selects (all by default); the others pass through.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { startLocalStore, type RunningLocalStore } from '../../../server/localstore';

export type Fault =
  | 'pass'
  /**
   * Nothing listens: connect() is refused. Limited to some requests (`when`), the connection of each
   * of those is closed before anything is read or answered, as close as one request can get.
   */
  | 'refuse'
  /** The connection is accepted and the request read, then nothing is ever answered. */
  | 'hang'
  | 'status500'
  | 'malformedJson'
  | 'html'
  | 'emptyBody'
  /** Valid JSON of a shape no route answers. */
  | 'wrongShape'
  /** The store's real answer: its head and the first bytes of its body, then silence. */
  | 'stallMidBody'
  /** The store's real answer: its head and the first bytes of its body, then the connection closed. */
  | 'cutMidBody'
  /** WordPress with plain permalinks: /wp-json/ is not routed to the REST API, the theme answers its 404 page. */
  | 'themeNotFound'
  /** The JWT Authentication for WP-API plugin without JWT_AUTH_SECRET_KEY in wp-config.php (its own answer, 1.3.4). */
  | 'jwtBadConfig';

export const FAULTS: readonly Exclude<Fault, 'pass'>[] = [
  'refuse',
  'hang',
  'status500',
  'malformedJson',
  'html',
  'emptyBody',
  'wrongShape',
  'stallMidBody',
  'cutMidBody',
];

export interface ProxiedRequest {
  method: string;
  /** The path without its query. */
  path: string;
}

export interface FaultProxy {
  /** The URL the storefront server is given as WOO_URL. */
  url: string;
  /** Requests the store answered in full through the proxy, by method and path. */
  readonly passed: ProxiedRequest[];
  /** Requests a fault was applied to. */
  readonly faulted: ProxiedRequest[];
  /** Applies `fault` to the requests `when` selects (all when omitted), from the next connection on. */
  set(fault: Fault, when?: (request: ProxiedRequest) => boolean): Promise<void>;
  close(): Promise<void>;
}

const MID_BODY_BYTES = 16;

function canned(res: http.ServerResponse, status: number, contentType: string, body: string) {
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body), connection: 'close' });
  res.end(body);
}

export async function startFaultProxy(target: { host: string; port: number }, port: number): Promise<FaultProxy> {
  let fault: Fault = 'pass';
  let selects: (request: ProxiedRequest) => boolean = () => true;
  const sockets = new Set<Socket>();
  const passed: ProxiedRequest[] = [];
  const faulted: ProxiedRequest[] = [];
  const agent = new http.Agent({ keepAlive: false });

  const forward = (
    req: http.IncomingMessage,
    onAnswer: (upstream: http.IncomingMessage, body: Buffer) => void,
    res: http.ServerResponse,
  ) => {
    const upstream = http.request(
      { host: target.host, port: target.port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => onAnswer(answer, Buffer.concat(chunks)));
        answer.on('error', () => res.socket?.destroy());
      },
    );
    upstream.on('error', () => res.socket?.destroy());
    req.pipe(upstream);
  };

  const server = http.createServer((req, res) => {
    const request = { method: req.method ?? 'GET', path: (req.url ?? '/').split('?')[0]! };
    const active: Fault = fault !== 'pass' && selects(request) ? fault : 'pass';
    (active === 'pass' ? passed : faulted).push(request);
    switch (active) {
      case 'refuse':
        req.socket.destroy();
        return;
      case 'hang':
        req.resume();
        return;
      case 'status500':
        req.resume();
        return canned(
          res,
          500,
          'application/json',
          '{"code":"internal_server_error","message":"Internal Server Error","data":{"status":500}}',
        );
      case 'malformedJson':
        req.resume();
        return canned(res, 200, 'application/json', '[{"id": 1, "name": "Montmartre", ');
      case 'html':
        req.resume();
        return canned(
          res,
          200,
          'text/html',
          '<!DOCTYPE html><html><body><h1>Briefly unavailable for scheduled maintenance.</h1></body></html>',
        );
      case 'emptyBody':
        req.resume();
        return canned(res, 200, 'application/json', '');
      case 'themeNotFound':
        req.resume();
        return canned(
          res,
          404,
          'text/html; charset=UTF-8',
          '<!DOCTYPE html><html lang="fr-FR"><head><title>Page non trouvée</title></head><body class="error404"><h1>Page non trouvée</h1></body></html>',
        );
      case 'jwtBadConfig':
        req.resume();
        return canned(
          res,
          403,
          'application/json; charset=UTF-8',
          '{"code":"jwt_auth_bad_config","message":"JWT is not configured properly, please contact the admin","data":{"status":403}}',
        );
      case 'wrongShape':
        req.resume();
        return canned(res, 200, 'application/json', '{"unexpected":{"shape":[1,2,3]}}');
      case 'stallMidBody':
      case 'cutMidBody':
        return forward(
          req,
          (answer, body) => {
            // The store did its work (an order created, a payment recorded); its answer never arrives whole.
            const { 'transfer-encoding': _chunked, ...headers } = answer.headers;
            res.writeHead(answer.statusCode ?? 200, { ...headers, 'content-length': String(body.length + 64) });
            res.write(body.subarray(0, Math.min(MID_BODY_BYTES, body.length)));
            if (active === 'cutMidBody') setTimeout(() => res.socket?.destroy(), 20);
          },
          res,
        );
      default:
        return forward(
          req,
          (answer, body) => {
            res.writeHead(answer.statusCode ?? 200, answer.headers);
            res.end(body);
          },
          res,
        );
    }
  });
  server.keepAliveTimeout = 1000;
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  await listen();
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${boundPort}`,
    passed,
    faulted,
    async set(next, when) {
      // Pooled connections of the previous mode are closed, so the next request sees the new one.
      for (const socket of sockets) socket.destroy();
      fault = next;
      selects = when ?? (() => true);
      if (next === 'refuse' && !when) await stopListening();
      else if (!server.listening) await listen();
    },
    async close() {
      await stopListening();
      agent.destroy();
    },
  };
}

/** A local store on [::1] with a fault proxy on 127.0.0.1 at the same port: the URL to give the server is the proxy's. */
export async function startStoreBehindProxy(dataDir: string): Promise<{ store: RunningLocalStore; proxy: FaultProxy }> {
  const store = await startLocalStore({ dataDir, host: '::1' });
  const port = Number(new URL(store.url).port);
  try {
    return { store, proxy: await startFaultProxy({ host: '::1', port }, port) };
  } catch (error) {
    await store.close();
    throw error;
  }
}
