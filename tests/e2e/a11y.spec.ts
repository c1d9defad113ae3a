/**
 * The accessibility matrix: every route of the route table (common/routes.ts), in both languages,
 * has no serious or critical axe violation. One page load and one axe run per route and language:
 * the page of each language is reused (one browser context, its HTTP cache warm), the run waits on
 * the page's ready markers instead of network idleness, and axe runs only the rules whose violations
 * this test can fail on (every axe rule has a fixed impact: minor and moderate rules are never asserted).
 */
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ROUTES, routeSample } from '../../common/routes';
import { chooseLanguage, waitForPageReady } from './helpers';

const ASSERTED_IMPACTS = new Set(['serious', 'critical']);

/** axe's enabled rules that report serious or critical violations (axe-core's own rule table). */
const RULES = (axe as unknown as { _audit: { rules: { id: string; impact?: string; enabled?: boolean }[] } })._audit.rules
  .filter((rule) => rule.enabled !== false && ASSERTED_IMPACTS.has(rule.impact ?? ''))
  .map((rule) => rule.id);

for (const language of ['fr', 'en'] as const) {
  test.describe(`accessibility (${language})`, () => {
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      // A sanity check of the rule table read above: axe 4 has some 70 such rules.
      expect(RULES.length).toBeGreaterThan(50);
      context = await browser.newContext();
      await chooseLanguage(context, language === 'en' ? 'EN' : 'FR');
      page = await context.newPage();
    });

    test.afterAll(async () => {
      await context?.close();
    });

    for (const route of ROUTES) {
      const url = routeSample(route);
      test(`${url} has no serious or critical axe violation`, async () => {
        await page.goto(url);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await waitForPageReady(page);
        const results = await new AxeBuilder({ page })
          .withRules(RULES)
          .options({ resultTypes: ['violations'] })
          .analyze();
        const serious = results.violations
          .filter((violation) => ASSERTED_IMPACTS.has(violation.impact ?? ''))
          .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
        expect(serious).toEqual([]);
      });
    }
  });
}
