/**
 * The home page's hero carries a picture (issue 23, section 3): the embedded store's own by default
 * (HOME_HERO_IMAGE changes it), drawn behind the heading, sized, fetched at high priority and preloaded
 * by the head the server sends; at 1440 and 390 px, French and English.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { startBuiltServer, type BuiltServer } from './builtServer';
import { expect, test } from './fixtures';
import { chooseLanguage } from './helpers';

const PICTURE = '/wp-content/uploads/storefront/home-hero.svg';

test.describe('home hero', () => {
  test("the server's page preloads the picture and draws it at high priority", async ({ request }) => {
    // The server draws the page into its HTML once its renderer is loaded (the first page of a cold server may go out without).
    const preload = new RegExp(`<head>[\\s\\S]*<link rel="preload" as="image" href="${PICTURE}" fetchpriority="high" />[\\s\\S]*</head>`);
    await expect.poll(async () => (await request.get('/')).text(), { timeout: 30_000 }).toMatch(preload);
    const html = await (await request.get('/')).text();
    expect(html).toMatch(new RegExp(`<img[^>]*src="${PICTURE}"[^>]*>`));
    const img = html.match(new RegExp(`<img[^>]*src="${PICTURE}"[^>]*>`))![0];
    // HTML attributes are case-insensitive (React writes fetchPriority).
    expect(img.toLowerCase()).toContain('fetchpriority="high"');
    expect(img).toContain('width="2400"');
    expect(img).toContain('height="1350"');
    const picture = await request.get(PICTURE);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toContain('image/svg+xml');
    // Small: a drawn picture, a few kB once compressed.
    expect((await picture.body()).length).toBeLessThan(40_000);
    // Other pages' heads do not ask for it.
    expect(await (await request.get('/collections')).text()).not.toContain(`href="${PICTURE}"`);
  });

  for (const [width, height, language] of [
    [1440, 900, 'FR'],
    [390, 844, 'EN'],
  ] as const) {
    test(`${width} px, ${language}: the picture fills the hero behind its heading, loaded`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      if (language === 'EN') await chooseLanguage(page, 'EN');
      await page.goto('/');
      const hero = page.getByTestId('home-hero');
      const picture = hero.getByTestId('home-hero-image');
      await expect(picture).toHaveAttribute('src', PICTURE);
      await expect(picture).toHaveAttribute('alt', '');
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 })
        .toBe(true);
      const [heroBox, pictureBox] = [await hero.boundingBox(), await picture.boundingBox()];
      expect(pictureBox!.width).toBeCloseTo(heroBox!.width, 0);
      expect(pictureBox!.height).toBeCloseTo(heroBox!.height, 0);
      expect(heroBox!.height).toBeGreaterThan(400);
      const heading = hero.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(language === 'FR' ? "L'art de la lunetterie parisienne" : 'The Art of Parisian Eyewear');
      // The heading is drawn over the picture, inside the hero.
      const headingBox = (await heading.boundingBox())!;
      expect(headingBox.y).toBeGreaterThanOrEqual(heroBox!.y);
      expect(headingBox.y + headingBox.height).toBeLessThanOrEqual(heroBox!.y + heroBox!.height);
      await expect(hero.getByRole('link', { name: language === 'FR' ? /Découvrir/i : /Discover/i })).toBeVisible();
    });
  }
});

test.describe('home hero from a store bitmap', () => {
  // A photo in the store's media library (HOME_HERO_IMAGE), as a genuine store's owner would give.
  const PHOTO = '/wp-content/uploads/e2e/2026/11/hero-photo.jpg';
  let server: BuiltServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startBuiltServer('hero-photo', { HOME_HERO_IMAGE: PHOTO });
    const file = path.join(server.dataDir, 'uploads', PHOTO.replace('/wp-content/uploads/', ''));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const noise = { type: 'gaussian', mean: 110, sigma: 35 } as const;
    await sharp({ create: { width: 2400, height: 1350, channels: 3, background: '#4a3a2d', noise } })
      .jpeg({ quality: 90 })
      .toFile(file);
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('is served resized (srcset, AVIF), preloaded with the same srcset and sizes, and loads', async ({ page, request }) => {
    test.setTimeout(90_000);
    const baseURL = server!.baseURL;
    // The server draws the page into its HTML within its budget (a busy machine may send the bare shell once).
    let html = '';
    await expect.poll(async () => (html = await (await request.get(`${baseURL}/`)).text()), { timeout: 30_000 }).toContain('imagesrcset=');
    const img = html.match(/<img[^>]*data-testid="home-hero-image"[^>]*>/)![0];
    const srcset = /srcSet="([^"]+)"|srcset="([^"]+)"/.exec(img)!.slice(1).find(Boolean)!;
    expect(srcset.split(', ')[0]).toBe(`/img/320${PHOTO} 320w`);
    expect(img).toMatch(/sizes="100vw"/);
    expect(html).toContain(
      `<link rel="preload" as="image" href="${PHOTO}" imagesrcset="${srcset}" imagesizes="100vw" fetchpriority="high" />`,
    );

    const variants: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/img/')) variants.push(`${response.status()} ${response.headers()['content-type']}`);
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseURL}/`);
    const picture = page.getByTestId('home-hero-image');
    await expect
      .poll(() => picture.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0), { timeout: 30_000 })
      .toBe(true);
    // A phone gets a variant near its width (390 CSS px at Playwright's density 1), in AVIF, fetched once.
    const chosen = await picture.evaluate((node: HTMLImageElement) => new URL(node.currentSrc).pathname);
    expect(chosen).toBe(`/img/480${PHOTO}`);
    expect(variants).toEqual(['200 image/avif']);
  });
});
