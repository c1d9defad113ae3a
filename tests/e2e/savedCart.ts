/**
 * A cart saved in the browser before the first page load, as the shop saves its own (local storage),
 * so a spec starts where a shopper with Montmartres in the cart would be.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { gql, languageCookie } from './helpers';

export interface CartLine {
  key: string;
  productId: string;
  variationId: string | null;
  quantity: number;
}

/** Montmartre (seed) from the API: `line('black', 2)` is a cart line of two black ones. */
export async function montmartre(request: APIRequestContext) {
  const { product } = await gql<{ product: { id: string; variations: { id: string; attributes: { value: string }[] }[] } }>(
    request,
    `{ product(slug: "montmartre") { id variations { id attributes { value } } } }`,
  );
  const line = (colour: string, quantity = 1): CartLine => {
    const variation = product.variations.find((candidate) => candidate.attributes.some((attribute) => attribute.value === colour));
    if (!variation) throw new Error(`no ${colour} Montmartre in the seed`);
    return { key: `${product.id}:${variation.id}`, productId: product.id, variationId: variation.id, quantity };
  };
  return { line };
}

export interface SavedPreferences {
  /** The display currency saved with the cart (local storage only); EUR unless said. */
  currency?: string;
  /** Saved with the cart too, and set as the cookie the server renders pages with; unsaid, neither. */
  language?: 'FR' | 'EN';
}

/** Saves Montmartre `lines` in the browser, written on the first load only: the shop's own writes (quantities, clearing after payment) stay. */
export async function saveCart(
  page: Page,
  lines: readonly CartLine[],
  { currency = 'EUR', language }: SavedPreferences = {},
): Promise<void> {
  const cart = lines.map((line) => ({
    ...line,
    slug: 'montmartre',
    name: 'Montmartre',
    image: null,
    sku: '',
    attributes: [],
    originalPrice: 189,
    originalCurrency: 'EUR',
  }));
  await page.addInitScript(
    ({ cart, currency, language }) => {
      if (window.sessionStorage.getItem('e2e-seeded')) return;
      window.sessionStorage.setItem('e2e-seeded', '1');
      window.localStorage.setItem('cart', JSON.stringify(cart));
      window.localStorage.setItem('currency', JSON.stringify(currency));
      if (language) window.localStorage.setItem('language', JSON.stringify(language));
    },
    { cart, currency, language },
  );
  if (language) await languageCookie(page, language);
}
