/**
 * Catalog domain types: what the storefront knows of products, independent of WooCommerce's
 * wire format (the woo/ module maps into these) and of GraphQL (resolvers read from these).
 */
import type { Availability, StockStatus } from './availability';
import type { Taxability } from './priceDisplay';

/** Languages the shop speaks; French is the store's own language. */
export type Language = 'FR' | 'EN';
export const DEFAULT_LANGUAGE: Language = 'FR';

export interface ImageRef {
  id: string;
  url: string;
  alt: string;
}

/** A try-on picture and the variation option it belongs to (null: the product's, for any variation). */
export interface TryOnPicture {
  image: ImageRef;
  /** Normalised option value ("noir", "ecaille"), as variation attributes carry it. */
  option: string | null;
}

/** What the try-on draws: the picture and the real width of the frame it shows. */
export interface TryOnImage {
  image: ImageRef;
  /** The frame's front width in millimetres, hinge to hinge: what the picture's whole width stands for. */
  frameWidthMm: number;
}

export interface AttributeOption {
  /** Lowercase slug of the option name, e.g. "cat-eye". */
  value: string;
  /** The option as the store names it, e.g. "Cat-Eye". */
  label: string;
}

export interface ProductAttribute {
  /** Normalised key: color, shape, gender, material, or the slug of another name. */
  key: string;
  name: string;
  /** The store's taxonomy of a global attribute (pa_color); empty for a product's own attribute. */
  taxonomy?: string;
  variation: boolean;
  visible: boolean;
  options: AttributeOption[];
}

/** Texts of a product that can be translated. */
export interface ProductTexts {
  name: string;
  description: string;
  shortDescription: string;
}

export interface Specification {
  key: string;
  /** The store's text (French). */
  value: string;
  /** The store's own English text, when it has one. */
  valueEn?: string;
}

export interface CategoryRef {
  id: number;
  name: string;
  slug: string;
}

export interface Product {
  id: number;
  slug: string;
  sku: string;
  type: string;
  /** Texts as the store holds them (French). */
  texts: ProductTexts;
  /** The store's own English texts, field by field, when it has them. */
  textsEn: Partial<ProductTexts>;
  /** Active price in the base currency, or null when the store has none. */
  price: number | null;
  /** Regular price in the base currency, or null. */
  regularPrice: number | null;
  onSale: boolean;
  /** How the store taxes it (tax_status, tax_class). */
  tax: Taxability;
  stockStatus: StockStatus;
  stockQuantity: number | null;
  /** The store sells past its stock (WooCommerce's backorders "notify" or "yes"). */
  backordersAllowed: boolean;
  availability: Availability;
  /** The gallery: the store's images but its try-on pictures. */
  images: ImageRef[];
  /** The virtual try-on's pictures, marked by their alt text (domain/tryOnImages.ts); none when absent. */
  tryOnPictures?: TryOnPicture[];
  /** The picture the try-on shows before a variation is chosen, and the frame's width; none without pictures. */
  tryOn?: TryOnImage | null;
  categories: CategoryRef[];
  attributes: ProductAttribute[];
  specifications: Specification[];
  variationIds: number[];
  featured: boolean;
  menuOrder: number;
  totalSales: number;
  createdAt: string;
}

export interface VariationAttribute {
  key: string;
  name: string;
  /** The parent attribute's taxonomy (pa_color), when it is a global one. */
  taxonomy?: string;
  value: string;
  label: string;
}

export interface Variation {
  id: number;
  productId: number;
  sku: string;
  price: number | null;
  regularPrice: number | null;
  /** How the store taxes it: its own status and class, the parent's class when it says "parent". */
  tax: Taxability;
  stockStatus: StockStatus;
  stockQuantity: number | null;
  /** The store sells past its stock (WooCommerce's backorders "notify" or "yes"). */
  backordersAllowed: boolean;
  availability: Availability;
  image: ImageRef | null;
  /** The virtual try-on's picture of this variation (its colour's, else its product's), when there is one. */
  tryOn?: TryOnImage | null;
  attributes: VariationAttribute[];
}

export interface Category {
  id: number;
  name: string;
  slug: string;
  parentId: number;
  count: number;
  display: string;
  menuOrder: number;
  description: string;
  image: ImageRef | null;
}

/** The options of the attribute with the given key (color, shape...), or none. */
export function optionsOf(product: Pick<Product, 'attributes'>, key: string): AttributeOption[] {
  return product.attributes.find((attribute) => attribute.key === key)?.options ?? [];
}

/** The original price to strike through: the regular price when it is above the active one. */
export function originalPriceOf(price: number | null, regularPrice: number | null): number | null {
  return price !== null && regularPrice !== null && regularPrice > price ? regularPrice : null;
}
