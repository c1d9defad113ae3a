/**
 * The tests' `test`: Playwright's, with a page whose `goto` and `reload` return once a shop page has
 * hydrated (server-rendered HTML is on screen before its scripts run: a click or a keystroke before
 * hydration would be lost). Other pages (the explorer, a file) return as Playwright's do.
 */
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

async function hydrated(page: Page): Promise<void> {
  if ((await page.locator('#root').count()) === 0) return;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await hydrated(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await hydrated(page);
      return response;
    };
    await use(page);
  },
});
