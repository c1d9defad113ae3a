/** The home page's hero picture: the embedded store's own, served here, unless HOME_HERO_IMAGE says otherwise. */
import { loadConfig } from '../../server/src/config';
import { startTestServer, type TestServer } from './helpers/testServer';

const HERO = `{ homeHero { imageUrl } }`;
const PICTURE = '/wp-content/uploads/storefront/home-hero.svg';

describe('homeHero', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("is the embedded store's picture by default, served by the storefront as a small SVG", async () => {
    server = await startTestServer();
    const result = await server.gql<{ homeHero: { imageUrl: string } | null }>(HERO);
    expect(result.data?.homeHero).toEqual({ imageUrl: PICTURE });
    const response = await fetch(`${server.url}${PICTURE}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    const body = await response.text();
    expect(body).toMatch(/^<svg [^>]*viewBox="0 0 2400 1350"/);
    expect(body.length).toBeLessThan(40_000);
  }, 60_000);

  it("follows HOME_HERO_IMAGE (the owner's picture, or none)", async () => {
    server = await startTestServer({ HOME_HERO_IMAGE: 'https://cdn.example.com/hero.jpg' });
    expect((await server.gql(HERO)).data).toEqual({ homeHero: { imageUrl: 'https://cdn.example.com/hero.jpg' } });
    await server.close();
    server = await startTestServer({ HOME_HERO_IMAGE: 'none' });
    expect((await server.gql(HERO)).data).toEqual({ homeHero: null });
  }, 60_000);

  it('refuses a value that is neither an http(s) URL nor a root-relative path', () => {
    for (const value of ['javascript:alert(1)', '//evil.example/x.jpg', 'hero.jpg', '/a b.jpg']) {
      expect(() => loadConfig({ HOME_HERO_IMAGE: value })).toThrow(/HOME_HERO_IMAGE/);
    }
    // A real store without the setting has no picture by default (its media library is its owner's to name).
    expect(
      loadConfig({ WOO_URL: 'https://store.example.com', WOO_CONSUMER_KEY: 'ck', WOO_CONSUMER_SECRET: 'cs' }).homeHeroImage,
    ).toBeNull();
  });
});
