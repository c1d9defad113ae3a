import { expect, test, type Page } from '@playwright/test';

/**
 * Paint first, then hydrate (issue 22, client/src/ssr/paintFirst.ts): the shop's scripts are fetched
 * only once the server's page has been painted, and the page hydrates once its main picture is shown
 * (or after PICTURE_WAIT_MS at most). Playwright's own `test` (not ./fixtures'): its `goto` would wait
 * for hydration.
 */

const PRODUCT = '/products/montmartre';
/** client/src/ssr/paintFirst.ts PICTURE_WAIT_MS. */
const PICTURE_WAIT_MS = 2500;

test.setTimeout(120_000);

/** When the page was marked hydrated (AfterHydration), on the page's own clock. */
async function recordHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.documentElement.dataset.hydrated !== 'true') return;
      (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
}

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });

/** The start and end of the shop's main chunk's request (the one boot.ts imports), and the first paint. */
function timings(page: Page) {
  return page.evaluate(() => {
    const main = performance.getEntriesByType('resource').find((entry) => /\/assets\/main-[\w-]+\.js$/.test(entry.name)) as
      PerformanceResourceTiming | undefined;
    const firstPaint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint');
    return {
      mainRequested: main?.startTime,
      mainFetched: main?.responseEnd,
      firstPaint: firstPaint?.startTime,
      hydratedAt: (window as unknown as { hydratedAt?: number }).hydratedAt,
    };
  });
}

test('the page is painted before the shop is fetched, and its HTML names none of its scripts but the entry', async ({ page, request }) => {
  const html = await (await request.get(PRODUCT)).text();
  expect(html).not.toMatch(/rel="modulepreload"/);
  expect(html.match(/<script type="module"[^>]*src="\/assets\/[^"]+"/g)).toHaveLength(1);

  await recordHydration(page);
  await page.goto(PRODUCT);
  await hydrated(page);
  const { mainRequested, firstPaint } = await timings(page);
  expect(firstPaint).toBeDefined();
  expect(mainRequested).toBeDefined();
  expect(mainRequested!).toBeGreaterThanOrEqual(firstPaint!);
});

test('the product page hydrates once its main photo is shown, or after PICTURE_WAIT_MS when it never comes', async ({ page }) => {
  await recordHydration(page);
  // The main photo never arrives: the page hydrates on its own after the wait.
  await page.route(
    (url) => url.pathname.includes('montmartre-front'),
    () => undefined,
  );
  await page.goto(PRODUCT, { waitUntil: 'commit' });
  await hydrated(page);
  const { mainFetched, hydratedAt } = await timings(page);
  expect(mainFetched).toBeDefined();
  expect(hydratedAt! - mainFetched!).toBeGreaterThanOrEqual(PICTURE_WAIT_MS);
  // Hydrated all the same: a colour chosen now takes effect.
  await page.getByTestId('option-black').click();
  await expect(page.getByTestId('option-black')).toHaveAttribute('aria-pressed', 'true');
});
