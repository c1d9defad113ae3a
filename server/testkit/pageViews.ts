/**
 * A shopper's page views as the browser makes them: the HTML GET of the page (its head is built on the
 * server), then the GraphQL operations the client sends for that page, with the client's own documents
 * (generated/client, printed) and the variables it sends on a first visit in French and euros. The
 * layout's operations (site access, currencies, who is signed in) go with every page. For the server
 * tests and the store-traffic benchmark.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { print, type DocumentNode } from 'graphql';
import {
  CartPricingDocument,
  CheckoutQuoteDocument,
  CollectionsCarouselDocument,
  CurrenciesDocument,
  ListingFilterOptionsDocument,
  ListingPageDocument,
  MeDocument,
  PaymentSetupDocument,
  ProductPageDocument,
  ShippingCountriesDocument,
  SimilarProductsDocument,
  SiteAccessDocument,
} from '../../generated/client/graphql';
import { gqlSession, type GqlSession } from './gqlSession';
import type { StoreCallRecorder } from './storeCallRecorder';

export type Variables = Record<string, unknown>;

/** One operation of a page; `variables` may read the answers of the page's earlier operations. */
export interface PageOperation {
  document: DocumentNode;
  variables: (answers: Record<string, unknown>) => Variables;
}

export interface PageView {
  name: string;
  path: string;
  operations: PageOperation[];
}

/** A cart line as the client sends it (CartLineInput). */
export interface ClientCartLine {
  key: string;
  productId: string;
  variationId: string | null;
  quantity: number;
}

const LANGUAGE = 'FR';
const CURRENCY = 'EUR';
const LISTING_PAGE_SIZE = 12;

const op = (document: DocumentNode, variables: PageOperation['variables'] = () => ({})): PageOperation => ({ document, variables });

/** What the layout asks on every page: the gate, the currency switch, the account menu. */
const LAYOUT: PageOperation[] = [
  op(SiteAccessDocument),
  op(CurrenciesDocument, () => ({ language: LANGUAGE })),
  op(MeDocument, () => ({ language: LANGUAGE })),
];

/** A listing route with no filter in its URL (toFilterInput of an empty listing state). */
function listing(name: string, path: string, section: string): PageView {
  const filter = {
    section,
    category: null,
    genders: null,
    colors: null,
    shapes: null,
    preOrderOnly: null,
    minPrice: null,
    maxPrice: null,
    search: null,
  };
  const sort = section === 'NEW_ARRIVALS' ? 'NEWEST' : 'RECOMMENDED';
  return {
    name,
    path,
    operations: [
      ...LAYOUT,
      op(ListingPageDocument, () => ({ filter, sort, page: 1, pageSize: LISTING_PAGE_SIZE, language: LANGUAGE, currency: CURRENCY })),
      op(ListingFilterOptionsDocument, () => ({ filter: { section, search: null }, currency: CURRENCY })),
    ],
  };
}

export const homePage: PageView = {
  name: 'home',
  path: '/',
  operations: [...LAYOUT, op(CollectionsCarouselDocument, () => ({ language: LANGUAGE, currency: CURRENCY }))],
};

export const menPage = listing('listing /men', '/men', 'MEN');
export const collectionsPage = listing('/collections', '/collections', 'ALL');

export function productPage(slug: string): PageView {
  return {
    name: `product /products/${slug}`,
    path: `/products/${encodeURIComponent(slug)}`,
    operations: [
      ...LAYOUT,
      op(ProductPageDocument, () => ({ slug, language: LANGUAGE, currency: CURRENCY })),
      // The similar products are asked once the product has come (by its id).
      op(SimilarProductsDocument, (answers) => ({
        productId: (answers.ProductPage as { product: { id: string } }).product.id,
        language: LANGUAGE,
        currency: CURRENCY,
      })),
    ],
  };
}

export function cartPage(lines: readonly ClientCartLine[]): PageView {
  return {
    name: 'cart',
    path: '/cart',
    operations: [...LAYOUT, op(CartPricingDocument, () => ({ lines, currency: CURRENCY, language: LANGUAGE }))],
  };
}

/** The checkout as it opens: the quote for the shop's default country (no postcode yet), countries, payment setup. */
export function checkoutPage(lines: readonly ClientCartLine[]): PageView {
  const input = { lines, currency: CURRENCY, language: LANGUAGE, country: 'FR', postcode: null, shippingMethodId: null };
  return {
    name: 'checkout',
    path: '/checkout',
    operations: [
      ...LAYOUT,
      op(CheckoutQuoteDocument, () => ({ input })),
      op(ShippingCountriesDocument, () => ({ language: LANGUAGE })),
      op(PaymentSetupDocument),
    ],
  };
}

export function operationName(document: DocumentNode): string {
  const definition = document.definitions.find((candidate) => candidate.kind === 'OperationDefinition');
  if (!definition?.name) throw new Error('a page operation has no name');
  return definition.name.value;
}

/**
 * Views the page as a browser would: the HTML GET (status 200 required), then each operation in turn
 * through the shopper's session. Throws on an HTTP error or a GraphQL error, so that a count is never
 * taken over a broken page.
 */
export async function viewPage(
  baseUrl: string,
  page: PageView,
  shopper: GqlSession = gqlSession(baseUrl),
): Promise<Record<string, unknown>> {
  const html = await fetch(`${baseUrl}${page.path}`, { headers: { accept: 'text/html' } });
  await html.text();
  if (html.status !== 200) throw new Error(`GET ${page.path} answered ${html.status}`);
  const answers: Record<string, unknown> = {};
  for (const operation of page.operations) {
    const name = operationName(operation.document);
    const answer = await shopper.gql(print(operation.document), operation.variables(answers));
    if (answer.errors?.length || !answer.data) {
      throw new Error(`${name} on ${page.path} failed: ${answer.errors?.map((error) => error.message).join('; ') ?? 'no data'}`);
    }
    answers[name] = answer.data;
  }
  return answers;
}

/**
 * A stand-in for the built client (a folder with its index.html and no server renderer): the page's
 * head is still built by the server, which is what costs the store. `remove()` deletes the folder.
 */
export function shellClientDist(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-shell-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="fr"><head><meta charset="UTF-8" /><title>Shop</title></head><body></body></html>',
  );
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The store routes one view of `page` called, in order. */
export async function storeRoutesOf(recorder: StoreCallRecorder, origin: string, page: PageView): Promise<string[]> {
  recorder.reset();
  await viewPage(origin, page);
  return recorder.calls.map((call) => call.route);
}
