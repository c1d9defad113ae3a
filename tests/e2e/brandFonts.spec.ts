import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseLanguage, waitForPageReady } from './helpers';

/** The @font-face rules of the page's stylesheets, as the browser parsed them. */
async function fontFaceRules(page: Page) {
  return page.evaluate(() =>
    Array.from(document.styleSheets).flatMap((sheet) =>
      Array.from(sheet.cssRules)
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .map((rule) => {
          const style = rule.style;
          return {
            family: style.getPropertyValue('font-family').replace(/^["']|["']$/g, ''),
            weight: style.getPropertyValue('font-weight'),
            src: style.getPropertyValue('src'),
            unicodeRange: style.getPropertyValue('unicode-range'),
            display: style.getPropertyValue('font-display'),
            sizeAdjust: style.getPropertyValue('size-adjust'),
            ascentOverride: style.getPropertyValue('ascent-override'),
            descentOverride: style.getPropertyValue('descent-override'),
          };
        }),
    ),
  );
}

const BRAND = ['Inter', 'Cormorant Garamond'];
const SHOP_SUBSET = /\/assets\/(inter|cormorant-garamond)-shop-\d{3}-[\w-]+\.woff2$/;

for (const language of ['FR', 'EN'] as const) {
  test(`${language}: the brand fonts are the shop's subsets, preloaded, with metric-matched fallbacks`, async ({ page }) => {
    test.setTimeout(60_000);
    await chooseLanguage(page, language);
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font' || request.url().endsWith('.woff2')) fontRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);

    // The HTML preloads the body text's and the headings' subsets, as fonts are fetched: anonymous CORS, woff2.
    const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href') ?? '',
        type: link.getAttribute('type'),
        crossorigin: link.getAttribute('crossorigin'),
      })),
    );
    expect(preloads.map((preload) => preload.href)).toEqual([
      expect.stringMatching(/^\/assets\/inter-shop-400-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/cormorant-garamond-shop-400-[\w-]+\.woff2$/),
    ]);
    for (const preload of preloads) {
      expect(preload).toMatchObject({ type: 'font/woff2', crossorigin: '' });
      const response = await page.request.get(preload.href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('font/woff2');
    }

    // Every brand face is woff2 with a unicode-range; the preloaded files are faces' sources.
    const rules = await fontFaceRules(page);
    const brandFaces = rules.filter((rule) => BRAND.includes(rule.family));
    expect(brandFaces.length).toBeGreaterThanOrEqual(5);
    for (const face of brandFaces) {
      expect(face.src).toMatch(/^url\("[^"]+\.woff2"\) format\("woff2"\)$/);
      expect(face.unicodeRange).not.toBe('');
      expect(face.display).toBe('swap');
    }
    for (const preload of preloads) expect(brandFaces.some((face) => face.src.includes(preload.href))).toBe(true);
    const subsetOf = (family: string, weight: string) =>
      brandFaces.find(
        (face) => face.family === family && face.weight === weight && SHOP_SUBSET.test(/url\("([^"]+)"\)/.exec(face.src)?.[1] ?? ''),
      );
    expect(subsetOf('Inter', '400')?.unicodeRange).toContain('U+20-7E');
    expect(subsetOf('Inter', '400')?.unicodeRange).toContain('U+20AC');

    // The fallbacks: local fonts scaled to the brand fonts' metrics, named in the theme's stacks.
    for (const family of ['Inter Fallback: Arial', 'Cormorant Garamond Fallback: Times New Roman']) {
      const fallback = rules.find((rule) => rule.family === family);
      expect(fallback?.src).toContain('local(');
      expect(fallback?.sizeAdjust).toMatch(/%$/);
      expect(fallback?.ascentOverride).toMatch(/%$/);
      expect(fallback?.descentOverride).toMatch(/%$/);
    }
    const bodyFamily = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(bodyFamily).toMatch(/^Inter, "Inter Fallback: Arial"/);
    const headingFamily = await page.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).fontFamily);
    expect(headingFamily).toMatch(/^"Cormorant Garamond", "Cormorant Garamond Fallback: Times New Roman"/);

    // The page's text is drawn in the brand fonts, accents, prices and quotes included, from the subsets only:
    // nothing on the page needed Latin Extended, and no woff was fetched.
    const text = 'Économisez déjà 1\u202f234,56\u00a0€ « l’été » “quotes” — £ ¥ $';
    const faces = await page.evaluate(
      async (sample) =>
        Promise.all(
          ['16px Inter', '500 16px Inter', '600 16px Inter', '32px "Cormorant Garamond"', '600 32px "Cormorant Garamond"'].map(
            async (font) =>
              (await document.fonts.load(font, sample)).map((face) => ({ font, status: face.status, unicodeRange: face.unicodeRange })),
          ),
        ),
      text,
    );
    for (const faceList of faces) {
      expect(faceList).toHaveLength(1);
      expect(faceList[0]).toMatchObject({ status: 'loaded', unicodeRange: expect.stringContaining('U+20-7E') });
    }
    expect(await page.evaluate((sample) => document.fonts.check('16px Inter', sample), text)).toBe(true);
    expect(fontRequests.length).toBeGreaterThan(0);
    for (const request of fontRequests) expect(request).toMatch(SHOP_SUBSET);
  });
}

test('the fallbacks draw a line of text at the brand fonts’ width, where the system has their local fonts', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  const widths = await page.evaluate(async () => {
    const text = 'Lunettes de vue et de soleil, créées à Paris : découvrez la collection été 2026 — 189,00 €';
    const width = (family: string) => {
      const span = document.createElement('span');
      span.style.cssText = `font-family:${family};font-size:16px;white-space:nowrap;position:absolute;top:0;left:0`;
      span.textContent = text;
      document.body.append(span);
      const result = span.getBoundingClientRect().width;
      span.remove();
      return result;
    };
    const fallbacks: { family: string; brand: string; ratio: number }[] = [];
    const faces: FontFace[] = [];
    document.fonts.forEach((face) => faces.push(face));
    for (const face of faces) {
      const brand = /^(.*) Fallback: /.exec(face.family)?.[1];
      if (!brand) continue;
      // A local font this system lacks does not load: nothing to compare.
      if ((await face.load().catch(() => face)).status !== 'loaded') continue;
      fallbacks.push({ family: face.family, brand, ratio: width(`"${face.family}"`) / width(`"${brand}"`) });
    }
    return fallbacks;
  });
  test.skip(widths.length === 0, 'none of the fallbacks’ local fonts is installed here');
  for (const { family, ratio } of widths) expect({ family, off: Math.abs(ratio - 1) < 0.025 }).toEqual({ family, off: true });
});

test('a letter beyond the subset is drawn by the Latin Extended face, fetched only then', async ({ page }) => {
  test.setTimeout(60_000);
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fontRequests.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  expect(fontRequests.filter((path) => path.includes('latin-ext'))).toEqual([]);
  // A store word in Polish: Ł, ó (Latin-1: the subset) and ź.
  const faces = await page.evaluate(async () =>
    (await document.fonts.load('16px Inter', 'Łódź')).map((face) => ({ status: face.status, unicodeRange: face.unicodeRange })),
  );
  expect(faces).toHaveLength(2);
  expect(faces).toContainEqual({ status: 'loaded', unicodeRange: expect.stringContaining('U+154-') });
  expect(fontRequests).toContainEqual(expect.stringMatching(/\/assets\/inter-latin-ext-400-normal-[\w-]+\.woff2$/));
});
