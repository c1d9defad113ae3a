/** schema.org structured data for a product page (search engines' rich results). */
const AVAILABILITY = {
  IN_STOCK: 'https://schema.org/InStock',
  PRE_ORDER: 'https://schema.org/PreOrder',
  OUT_OF_STOCK: 'https://schema.org/OutOfStock',
} as const;

export function stripHtml(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

interface ProductLike {
  name: string;
  slug: string;
  sku: string;
  shortDescription: string;
  description: string;
  availability: keyof typeof AVAILABILITY;
  price?: { amount: number; currencyCode: string } | null;
  images: readonly { url: string }[];
  variations: readonly { sku: string; availability: keyof typeof AVAILABILITY; price?: { amount: number; currencyCode: string } | null }[];
}

export function productJsonLd(product: ProductLike, brand: string): object {
  const url = `${window.location.origin}/products/${product.slug}`;
  const offer = (item: {
    sku?: string;
    availability: keyof typeof AVAILABILITY;
    price?: { amount: number; currencyCode: string } | null;
  }) => ({
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
    description: stripHtml(product.shortDescription || product.description),
    image: product.images.map((image) => image.url),
    brand: { '@type': 'Brand', name: brand },
    offers: product.variations.length > 0 ? product.variations.filter((variation) => variation.price).map(offer) : offer(product),
  };
}
