/**
 * INP-style figures of the shop's first interactions (issue 22): at 4x CPU slowdown (CDP
 * Emulation.setCPUThrottlingRate), once the page has hydrated and gone quiet, the Event Timing API
 * (PerformanceObserver type 'event', durationThreshold 16) gives each entry of the interaction (same
 * interactionId: pointerdown, pointerup, click); an interaction's figure is the longest of them, from
 * the input to the next paint after its handlers. Chromium: Debian's (playwright-core, CHROMIUM_PATH).
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { median } from './lighthouseRun.mjs';

export const CPU_SLOWDOWN = 4;
/** Below it the browser reports no entry: an interaction with none answered in less. */
export const EVENT_THRESHOLD_MS = 16;
/** Desktop width: /men's filters beside the grid (below md they are in a sheet). */
const VIEWPORT = { width: 1280, height: 800 };
const TIMEOUT_MS = 60_000;

/** Collects every Event Timing entry that belongs to an interaction, from the page's start. */
const OBSERVE_EVENTS = `
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__benchEvents.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: ${EVENT_THRESHOLD_MS}, buffered: true });
`;

interface EventEntry {
  id: number;
  name: string;
  duration: number;
}

/** The page's main thread has had time to spare (its queries answered, the deferred pieces mounted). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
  await page.evaluate('new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 10000 }))');
}

/**
 * The shop marks `html[data-hydrated]` once the page has hydrated (client/src/ssr/AfterHydration.tsx);
 * the control itself must carry React's props too (a region hydrated later would not yet).
 */
async function hydrated(page: Page, selector: string): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: TIMEOUT_MS });
  // Polled from here: the shop's Content Security Policy forbids the eval of waitForFunction's own polling.
  const probe = `(() => { const node = document.querySelector(${JSON.stringify(selector)});
    return node !== null && Object.keys(node).some((key) => key.startsWith('__reactProps$')); })()`;
  const deadline = Date.now() + TIMEOUT_MS;
  while (!(await page.evaluate(probe))) {
    if (Date.now() > deadline) throw new Error(`${selector} was not hydrated after ${TIMEOUT_MS} ms on ${page.url()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Does `act`, waits for its effect, then gives the longest entry of the interaction (0: none above the threshold). */
async function interaction(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate('window.__benchEvents.length = 0');
  await act();
  // Entries come after the paint that follows the handlers: two frames and a moment more.
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 250))))');
  const entries = (await page.evaluate('window.__benchEvents')) as EventEntry[];
  const byInteraction = new Map<number, number>();
  for (const entry of entries) byInteraction.set(entry.id, Math.max(byInteraction.get(entry.id) ?? 0, entry.duration));
  return Math.max(0, ...byInteraction.values());
}

async function slowPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: VIEWPORT });
  const page = await context.newPage();
  await page.addInitScript({ content: OBSERVE_EVENTS });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
  return page;
}

/** On a product page: a colour swatch, then add to cart (one fresh visitor). */
async function productInteractions(browser: Browser, url: string): Promise<{ colour: number; addToCart: number }> {
  const page = await slowPage(browser, url);
  try {
    // A colour not chosen yet (Montmartre's first: black), whatever the page chose by itself.
    const unchosen = '[data-testid="picker-color"] button[aria-pressed="false"]';
    await hydrated(page, unchosen);
    const testId = await page.locator(unchosen).first().getAttribute('data-testid', { timeout: TIMEOUT_MS });
    if (!testId) throw new Error(`no colour swatch to choose on ${url}`);
    const swatch = page.getByTestId(testId);
    await settled(page);
    const colour = await interaction(page, async () => {
      await swatch.click({ timeout: TIMEOUT_MS });
      await swatch.and(page.locator('[aria-pressed="true"]')).waitFor({ timeout: TIMEOUT_MS });
    });
    await settled(page);
    const addToCart = await interaction(page, async () => {
      await page.getByTestId('purchase-button').first().click({ timeout: TIMEOUT_MS });
      await page.getByTestId('cart-line').first().waitFor({ timeout: TIMEOUT_MS });
    });
    return { colour, addToCart };
  } finally {
    await page.context().close();
  }
}

/** On a listing: a colour filter (one fresh visitor). */
async function filterInteraction(browser: Browser, url: string): Promise<number> {
  const page = await slowPage(browser, url);
  try {
    const selector = '[data-testid="filter-color-black"]';
    await hydrated(page, selector);
    await settled(page);
    return await interaction(page, async () => {
      await page.locator(selector).click({ timeout: TIMEOUT_MS });
      await page.waitForURL(/color=black/, { timeout: TIMEOUT_MS });
    });
  } finally {
    await page.context().close();
  }
}

export interface InteractionFigure {
  name: string;
  page: string;
  /** Each run's figure, ms (0: below the threshold). */
  runs: number[];
  median: number;
}

/** Colour and add to cart on `productPath`, a filter on `listingPath`, `runs` fresh visitors each. */
export async function measureInteractions(
  origin: string,
  { productPath, listingPath, runs }: { productPath: string; listingPath: string; runs: number },
): Promise<InteractionFigure[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  try {
    const colour: number[] = [];
    const addToCart: number[] = [];
    const filter: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const product = await productInteractions(browser, `${origin}${productPath}`);
      colour.push(product.colour);
      addToCart.push(product.addToCart);
      filter.push(await filterInteraction(browser, `${origin}${listingPath}`));
    }
    return [
      { name: 'choose a colour', page: productPath, runs: colour, median: median(colour) },
      { name: 'add to cart', page: productPath, runs: addToCart, median: median(addToCart) },
      { name: 'apply a filter', page: listingPath, runs: filter, median: median(filter) },
    ];
  } finally {
    await browser.close();
  }
}
