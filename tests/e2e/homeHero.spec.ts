/**
 * The home page's hero carries a picture (issue 23, section 3): the embedded store's own by default
 * (HOME_HERO_IMAGE changes it), drawn behind the heading, sized, fetched at high priority and preloaded
 * by the head the server sends; at 1440 and 390 px, French and English.
 */
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
