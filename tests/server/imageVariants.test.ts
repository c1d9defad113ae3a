/**
 * GET /img/<width>/<path>: the store's bitmaps resized and re-encoded by the storefront, through the real
 * server over the embedded store (a picture written into its media library) and over a store reached by
 * WOO_URL (a local store behind the fault proxy, which counts what the store was asked).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, imageVariantSrcSet } from '../../common/imageVariants';
import { startFaultRig, type FaultRig } from './resilience/faultStore';
import { startTestServer, type TestServer } from './helpers/testServer';

const AVIF = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP = 'image/webp,image/*,*/*;q=0.8';
const LEGACY = 'image/png,image/jpeg,image/*;q=0.8';

/** A 2000×1500 photo-like original (noise compresses badly: a heavy file, as a camera's is). */
async function photo(format: 'jpeg' | 'png', alpha = false): Promise<Buffer> {
  const image = sharp({
    create: {
      width: 2000,
      height: 1500,
      channels: alpha ? 4 : 3,
      background: { r: 190, g: 170, b: 150, alpha: 0.6 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

/** Writes `body` into the media library under `uploadsDir`; returns its store path. */
function upload(uploadsDir: string, file: string, body: Buffer | string): string {
  const target = path.join(uploadsDir, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, body);
  return `/wp-content/uploads/${file}`;
}

const get = (url: string, accept = AVIF, headers: Record<string, string> = {}) => fetch(url, { headers: { accept, ...headers } });

describe('image variants over the embedded store', () => {
  let server: TestServer;
  let original: Buffer;
  let jpeg: string;
  beforeAll(async () => {
    server = await startTestServer();
    original = await photo('jpeg');
    jpeg = upload(path.join(server.dataDir, 'uploads'), 'test/2026/11/pigalle-photo.jpg', original);
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  it('sends a smaller AVIF, WebP or JPEG of the asked width by the Accept header, long-cached and varying by Accept', async () => {
    const cases = [
      { accept: AVIF, type: 'image/avif', format: 'heif' },
      { accept: WEBP, type: 'image/webp', format: 'webp' },
      { accept: LEGACY, type: 'image/jpeg', format: 'jpeg' },
    ];
    for (const { accept, type, format } of cases) {
      const response = await get(`${server.url}/img/640${jpeg}`, accept);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('vary')).toMatch(/\bAccept\b/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('etag')).toMatch(/^"[\w-]{32}"$/);
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.length).toBeLessThan(original.length / 4);
      const metadata = await sharp(body).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format, width: 640, height: 480 });
    }
  }, 120_000);

  it('keeps a transparent original transparent (PNG for a browser without modern formats)', async () => {
    const png = upload(path.join(server.dataDir, 'uploads'), 'test/2026/11/clip-on.png', await photo('png', true));
    const response = await get(`${server.url}/img/320${png}`, LEGACY);
    expect(response.headers.get('content-type')).toBe('image/png');
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ width: metadata.width, hasAlpha: metadata.hasAlpha }).toEqual({ width: 320, hasAlpha: true });
  }, 60_000);

  it('answers a variant again from its cache, without the store: the original gone, same bytes; 304 for its ETag', async () => {
    const file = 'test/2026/11/cached.jpg';
    const picture = upload(path.join(server.dataDir, 'uploads'), file, original);
    const first = await get(`${server.url}/img/480${picture}`);
    expect(first.status).toBe(200);
    const firstBody = Buffer.from(await first.arrayBuffer());
    fs.rmSync(path.join(server.dataDir, 'uploads', file));

    const second = await get(`${server.url}/img/480${picture}`);
    expect(second.status).toBe(200);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBody)).toBe(true);
    // As a browser revalidates (fetch() alone would add `Cache-Control: no-cache` to a conditional request).
    const revalidated = await get(`${server.url}/img/480${picture}`, AVIF, {
      'if-none-match': first.headers.get('etag')!,
      'cache-control': 'max-age=0',
    });
    expect(revalidated.status).toBe(304);
    // Another width is not kept: it is asked of the store, which no longer has the picture.
    expect((await get(`${server.url}/img/960${picture}`)).status).toBe(404);
  }, 60_000);

  it('refuses widths outside the fixed set and anything but a bitmap of the store’s media library, and stays up', async () => {
    const uploads = path.join(server.dataDir, 'uploads');
    upload(uploads, 'test/2026/11/not-a-picture.jpg', 'plain text, not a JPEG');
    const refused: [string, number][] = [
      [`/img/500${jpeg}`, 400],
      [`/img/2000${jpeg}`, 400],
      [`/img/0640${jpeg}`, 400],
      [`/img/640${jpeg}?w=2000`, 400],
      ['/img/640//evil.example/wp-content/uploads/x.jpg', 400],
      ['/img/640/https://evil.example/wp-content/uploads/x.jpg', 400],
      ['/img/640/wp-content/uploads/%2e%2e/%2e%2e/wp-json/wc/v3/products.jpg', 400],
      ['/img/640/wp-content/uploads/..%2f..%2fwp-json.jpg', 400],
      ['/img/640/wp-content/uploads/a%00b.jpg', 400],
      ['/img/640/wp-content/uploads/..%5c..%5cwp-json.jpg', 400],
      ['/img/640/wp-json/wc/v3/products.jpg', 400],
      ['/img/640/wp-content/uploads/storefront/home-hero.svg', 400],
      ['/img/640/wp-content/uploads/test/2026/11/missing.jpg', 404],
      ['/img/640/wp-content/uploads/test/2026/11/not-a-picture.jpg', 404],
    ];
    for (const [url, status] of refused) {
      const response = await get(`${server.url}${url}`);
      expect([url, response.status, response.headers.get('cache-control')]).toEqual([url, status, 'no-store']);
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  }, 60_000);
});

describe('image variants: misses per address', () => {
  let server: TestServer;
  afterAll(async () => {
    await server?.close();
  });

  it('makes at most IMAGE_MISSES_PER_MINUTE variants a minute for one address; kept ones are still sent', async () => {
    server = await startTestServer({ IMAGE_MISSES_PER_MINUTE: '2' });
    const picture = upload(path.join(server.dataDir, 'uploads'), 'test/2026/11/limited.jpg', await photo('jpeg'));
    expect((await get(`${server.url}/img/320${picture}`)).status).toBe(200);
    expect((await get(`${server.url}/img/480${picture}`)).status).toBe(200);
    const refused = await get(`${server.url}/img/640${picture}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await get(`${server.url}/img/320${picture}`)).status).toBe(200);
  }, 60_000);
});

describe('image variants over a store reached by WOO_URL', () => {
  let rig: FaultRig;
  beforeAll(async () => {
    rig = await startFaultRig();
  }, 60_000);
  afterAll(async () => {
    await rig.close();
  });

  it("resizes the store's own absolute picture URLs, asking the store once per variant", async () => {
    const picture = upload(path.join(rig.storeDir, 'uploads'), 'test/2026/11/genuine.jpg', await photo('jpeg'));
    // The URL the store gives (absolute, its own origin) becomes the variants' srcset.
    const storeUrl = `http://127.0.0.1:9/${picture.slice(1)}`;
    expect(imageVariantSrcSet(storeUrl)).toBe(IMAGE_VARIANT_WIDTHS.map((width) => `/img/${width}${picture} ${width}w`).join(', '));
    const asked = () => rig.proxy.passed.filter((request) => request.path === picture).length;

    const first = await get(`${rig.server.url}/img/960${picture}`, WEBP);
    expect(first.status).toBe(200);
    expect((await sharp(Buffer.from(await first.arrayBuffer())).metadata()).width).toBe(960);
    expect(asked()).toBe(1);
    expect((await get(`${rig.server.url}/img/960${picture}`, WEBP)).status).toBe(200);
    expect(asked()).toBe(1);
  }, 60_000);

  it('answers 502 while the store fails, and the variant once it is back', async () => {
    const picture = upload(path.join(rig.storeDir, 'uploads'), 'test/2026/11/flaky.jpg', await photo('jpeg'));
    await rig.proxy.set('status500');
    const failed = await get(`${rig.server.url}/img/320${picture}`);
    expect([failed.status, failed.headers.get('cache-control')]).toEqual([502, 'no-store']);
    await rig.proxy.set('pass');
    expect((await get(`${rig.server.url}/img/320${picture}`)).status).toBe(200);
  }, 60_000);
});
