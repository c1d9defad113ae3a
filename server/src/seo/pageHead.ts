/**
 * The head of the page the server sends, so that link previews (which run no script) and crawlers see
 * the page's own title, description, canonical URL, Open Graph tags and product data. The client sets
 * the same tags again after each navigation (client/src/lib/useSeo.ts), finding these by the same
 * selectors. Texts are in the default language (French); the shop has one URL space.
 */
import escapeHtml from 'escape-html';
import { convert } from 'html-to-text';
import { SHOP_NAME } from '#common/brand';
import { BASE_CURRENCY } from '#common/money';
import { productJsonLd, productPath, SEO_DESCRIPTION_MAX } from '#common/productJsonLd';
import type { Product, Variation } from '../domain/catalog';
import type { Taxability } from '../domain/priceDisplay';

export interface PageHead {
  /** The title without the shop's name; the shop's name alone when absent. */
  title?: string;
  description?: string;
  /** Absolute URL of the page without its query. */
  url: string;
  image?: string;
  type: 'website' | 'product';
  jsonLd?: object;
  /** A picture the page shows first and large (its LCP element): fetched with the head, at high priority. */
  preloadImage?: string;
  /** Its variants and sizes, as its `<img>` has them: the browser preloads the variant it will show. */
  preloadImageSrcSet?: string;
  preloadImageSizes?: string;
}

/** The text of a store's HTML description, whitespace folded, links and images dropped. */
export function htmlToPlainText(html: string): string {
  const text = convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
    ],
  });
  return text.replace(/\s+/g, ' ').trim();
}

/** A base-currency price as the shop's pages show it (domain/priceDisplay.ts); without it, as the store holds it. */
export type ShownPrice = (amount: number, item: Taxability) => number;

/**
 * A product page's head: its name, its description, its first image and its offers in euros, priced as
 * the page shows them (with tax when the store shows prices with tax, at the shop's address).
 */
export function productHead(product: Product, variations: readonly Variation[], origin: string, shown?: ShownPrice): PageHead {
  const description = htmlToPlainText(product.texts.shortDescription || product.texts.description).slice(0, SEO_DESCRIPTION_MAX);
  const price = (amount: number | null, item: Taxability) =>
    amount === null ? null : { amount: shown ? shown(amount, item) : amount, currencyCode: BASE_CURRENCY };
  return {
    title: product.texts.name,
    description: description || undefined,
    url: `${origin}${productPath(product.slug)}`,
    image: product.images[0]?.url,
    type: 'product',
    jsonLd: productJsonLd(
      {
        name: product.texts.name,
        slug: product.slug,
        sku: product.sku,
        description,
        availability: product.availability,
        price: price(product.price, product.tax),
        images: product.images,
        variations: variations.map((variation) => ({ ...variation, price: price(variation.price, variation.tax) })),
      },
      { brand: SHOP_NAME, origin },
    ),
  };
}

/** The LCP picture's preload; with a srcset, the variant the `<img>` will pick (href is for browsers without imagesrcset). */
function preloadTag(href: string, srcSet: string | undefined, sizes: string | undefined): string {
  const responsive = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes ?? '100vw')}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high" />`;
}

/** JSON inside a script element: `<` escaped so that no text can close the element. */
const scriptJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The shell with the page's head: its title and description replace the defaults, the other tags are
 * added before `</head>`. Every value is escaped.
 */
export function renderHead(shell: string, head: PageHead): string {
  const title = head.title ? `${head.title} · ${SHOP_NAME}` : SHOP_NAME;
  const description = head.description;
  const meta = (attribute: 'name' | 'property', key: string, content: string | undefined) =>
    content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />` : '';
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:type', head.type),
    meta('property', 'og:url', head.url),
    meta('property', 'og:locale', 'fr_FR'),
    meta('property', 'og:image', head.image),
    head.preloadImage ? preloadTag(head.preloadImage, head.preloadImageSrcSet, head.preloadImageSizes) : '',
    head.jsonLd ? `<script type="application/ld+json" data-seo="json-ld">${scriptJson(head.jsonLd)}</script>` : '',
  ].filter(Boolean);
  let html = shell.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (description) html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, meta('name', 'description', description));
  return html.replace(/\s*<\/head>/, `\n${tags.map((tag) => `    ${tag}\n`).join('')}  </head>`);
}
