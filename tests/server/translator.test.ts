/** The optional translation service: batched, cached per language on the cache port, original text on failure. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Translator } from '../../server/src/catalog/translator';
import { createLogger } from '../../server/src/logger';
import { namespaced } from '../../server/src/ports/cache';
import { MemoryCache } from '../../server/src/ports/memory/cache';
import { RecordingCache } from './helpers/recordingCache';

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

const translator = (cache = new MemoryCache()) =>
  new Translator({ url, logger: createLogger('silent'), cache: namespaced(cache, 'translation') });

describe('Translator', () => {
  it('translates a batch in one request and serves repeats from its cache', async () => {
    const shared = new MemoryCache();
    expect(await translator(shared).translate(['Bonjour', 'Lunettes', 'Bonjour'], 'en')).toEqual([
      '[en] Bonjour',
      '[en] Lunettes',
      '[en] Bonjour',
    ]);
    // Another translator on the same cache (another replica) reuses the results.
    expect(await translator(shared).translate(['Lunettes'], 'en')).toEqual(['[en] Lunettes']);
    expect(requests).toEqual([{ q: ['Bonjour', 'Lunettes'], target: 'en', source: 'fr', format: 'html' }]);
  });

  it('returns the original text when the service fails', async () => {
    failing = true;
    expect(await translator().translate(['Monture'], 'en')).toEqual(['Monture']);
  });

  it('keeps results per language and does not cache a failure', async () => {
    const shared = new RecordingCache();
    failing = true;
    expect(await translator(shared).translate(['Monture'], 'en')).toEqual(['Monture']);
    failing = false;
    expect(await translator(shared).translate(['Monture'], 'en')).toEqual(['[en] Monture']);
    expect(await translator(shared).translate(['Monture', ' '], 'de')).toEqual(['[de] Monture', ' ']);
    expect(requests.map((request) => [request.target, request.q])).toEqual([
      ['en', ['Monture']],
      ['en', ['Monture']],
      ['de', ['Monture']],
    ]);
    // Keys are short (a digest of the text) and namespaced; values are plain strings.
    expect(shared.writes).toEqual([
      { key: expect.stringMatching(/^translation:en:[\w-]{43}$/), value: '[en] Monture' },
      { key: expect.stringMatching(/^translation:de:[\w-]{43}$/), value: '[de] Monture' },
    ]);
  });
});
