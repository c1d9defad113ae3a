/** The optional translation service: batched, cached per language, original text on failure. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Translator } from '../../server/src/catalog/translator';
import { createLogger } from '../../server/src/logger';

let server: http.Server;
let url: string;
let requests: { q: string[]; target: string }[] = [];
let failing = false;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const parsed = JSON.parse(body) as { q: string[]; target: string };
      requests.push(parsed);
      if (failing) {
        res.writeHead(500).end('{}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ translatedText: parsed.q.map((text) => `[${parsed.target}] ${text}`) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests = [];
  failing = false;
});

describe('Translator', () => {
  it('translates a batch in one request and serves repeats from its cache', async () => {
    const translator = new Translator({ url, logger: createLogger('silent') });
    expect(await translator.translate(['Bonjour', 'Lunettes'], 'en')).toEqual(['[en] Bonjour', '[en] Lunettes']);
    expect(await translator.translate(['Lunettes'], 'en')).toEqual(['[en] Lunettes']);
    expect(requests).toEqual([{ q: ['Bonjour', 'Lunettes'], target: 'en', source: 'fr', format: 'html' }]);
  });

  it('returns the original text when the service fails', async () => {
    failing = true;
    const translator = new Translator({ url, logger: createLogger('silent') });
    expect(await translator.translate(['Monture'], 'en')).toEqual(['Monture']);
  });
});
