/**
 * schema.org structured data for a product page (search engines' rich results), built the same way by
 * the server (in the page it sends) and by the client (after a navigation or a change of language or
 * currency).
 */
const AVAILABILITY = {
  IN_STOCK: 'https://schema.org/InStock',
  PRE_ORDER: 'https://schema.org/PreOrder',
  OUT_OF_STOCK: 'https://schema.org/OutOfStock',
} as const;

export type JsonLdAvailability = keyof typeof AVAILABILITY;

interface PriceLike {
  amount: number;
  currencyCode: string;
}

export interface JsonLdProduct {
  name: string;
  slug: string;
  sku: string;
  /** Plain text (the caller strips the store's HTML). */
  description: string;
  availability: JsonLdAvailability;
  price?: PriceLike | null;
  images: readonly { url: string }[];
  variations: readonly { sku: string; availability: JsonLdAvailability; price?: PriceLike | null }[];
}

/** Longest meta description and structured-data description, in characters. */
export const SEO_DESCRIPTION_MAX = 300;

/** A product page's path. */
export const productPath = (slug: string): string => `/products/${encodeURIComponent(slug)}`;

/** A schema.org Product with one Offer per priced variation (or the product's own offer). */
export function productJsonLd(product: JsonLdProduct, { brand, origin }: { brand: string; origin: string }): object {
  const url = `${origin}${productPath(product.slug)}`;
  const offer = (item: { sku?: string; availability: JsonLdAvailability; price?: PriceLike | null }) => ({
    '@type': 'Offer',
    url,
    ...(item.sku ? { sku: item.sku } : {}),
    price: item.price?.amount.toFixed(2),
    priceCurrency: item.price?.currencyCode,
    availability: AVAILABILITY[item.availability],
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku || undefined,
    description: product.description.slice(0, SEO_DESCRIPTION_MAX),
    image: product.images.map((image) => image.url),
    brand: { '@type': 'Brand', name: brand },
    offers: product.variations.length > 0 ? product.variations.filter((variation) => variation.price).map(offer) : offer(product),
  };
}
