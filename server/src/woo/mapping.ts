/**
 * Reshapes WooCommerce JSON into the storefront's domain types: string prices to numbers,
 * availability, normalised attributes, translations and specifications from meta data.
 */
import { decode } from 'html-entities';
import { attributeKey, optionValue } from '../domain/attributes';
import { availabilityOf, toStockStatus } from '../domain/availability';
import type {
  AttributeOption,
  Category,
  CategoryRef,
  ImageRef,
  Product,
  ProductAttribute,
  ProductTexts,
  Specification,
  Variation,
  VariationAttribute,
} from '../domain/catalog';
import { parsePrice } from '../domain/money';
import type { Taxability, TaxStatus } from '../domain/priceDisplay';
import type { StoreAttribute } from '../domain/storeListing';
import type {
  WooAttributeTaxonomy,
  WooAttributeTerm,
  WooCategory,
  WooCategoryRef,
  WooImage,
  WooMeta,
  WooProduct,
  WooVariation,
  WooVariationAttributes,
} from './wire';

/** Meta keys holding the store's own English texts (the seed's convention, also easy to add in WP). */
const ENGLISH_TEXT_KEYS: Record<string, keyof ProductTexts> = {
  name_en: 'name',
  description_en: 'description',
  short_description_en: 'shortDescription',
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function toImage(raw: WooImage | string | null | undefined, fallbackAlt: string): ImageRef | null {
  if (!raw) return null;
  if (typeof raw === 'string') return { id: raw, url: raw, alt: fallbackAlt };
  if (!raw.src) return null;
  return { id: String(raw.id ?? raw.src), url: raw.src, alt: text(raw.alt) || fallbackAlt };
}

function toOptions(options: readonly string[] | null | undefined): AttributeOption[] {
  return (options ?? []).map((option) => ({ value: optionValue(decode(option)), label: decode(option) }));
}

function toAttributes(raw: WooProduct['attributes']): ProductAttribute[] {
  return [...(raw ?? [])]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((attribute) => {
      const name = decode(text(attribute.name) || text(attribute.slug));
      const slug = text(attribute.slug);
      return {
        key: attributeKey(slug || name),
        name,
        // A global attribute has an id and its taxonomy as slug; a product's own has id 0.
        taxonomy: (attribute.id ?? 0) > 0 || slug.startsWith('pa_') ? slug : '',
        variation: attribute.variation === true,
        visible: attribute.visible !== false,
        options: toOptions(attribute.options),
      };
    });
}

function stringMeta(meta: readonly WooMeta[] | null | undefined): Map<string, string> {
  const entries = new Map<string, string>();
  for (const entry of meta ?? []) {
    // Keys starting with "_" are private to WordPress; non-string values are plugin data.
    if (typeof entry.key === 'string' && !entry.key.startsWith('_') && typeof entry.value === 'string') {
      entries.set(entry.key, entry.value);
    }
  }
  return entries;
}

function toSpecifications(meta: Map<string, string>): Specification[] {
  const specifications: Specification[] = [];
  for (const [key, value] of meta) {
    if (key in ENGLISH_TEXT_KEYS || key.endsWith('_en') || value.trim() === '') continue;
    const valueEn = meta.get(`${key}_en`);
    specifications.push(valueEn ? { key, value, valueEn } : { key, value });
  }
  return specifications;
}

const TAX_STATUSES: readonly TaxStatus[] = ['taxable', 'shipping', 'none'];

/**
 * WooCommerce's tax_status and tax_class: taxable and the standard class ('') when the store leaves them
 * out; a variation's class "parent" (or none) is its product's.
 */
function toTaxability(status: string | null | undefined, taxClass: string | null | undefined, parent?: Taxability): Taxability {
  const taxStatus = TAX_STATUSES.find((candidate) => candidate === status) ?? 'taxable';
  const slug = (taxClass ?? '').trim();
  if (parent && (slug === 'parent' || taxClass == null)) return { taxStatus, taxClass: parent.taxClass };
  return { taxStatus, taxClass: slug === '' || slug === 'parent' ? 'standard' : slug };
}

function toCategoryRef(raw: WooCategoryRef): CategoryRef {
  return { id: raw.id, name: decode(text(raw.name)), slug: text(raw.slug) };
}

export function toProduct(raw: WooProduct): Product {
  const meta = stringMeta(raw.meta_data);
  const textsEn: Partial<ProductTexts> = {};
  for (const [key, field] of Object.entries(ENGLISH_TEXT_KEYS)) {
    const value = meta.get(key);
    if (value) textsEn[field] = value;
  }
  const name = decode(text(raw.name));
  const categories = (raw.categories ?? []).map(toCategoryRef);
  const stockStatus = toStockStatus(raw.stock_status);
  const images = (raw.images ?? []).map((image) => toImage(image, name)).filter((image): image is ImageRef => image !== null);
  return {
    id: raw.id,
    slug: text(raw.slug),
    sku: text(raw.sku),
    type: text(raw.type) || 'simple',
    texts: { name, description: text(raw.description), shortDescription: text(raw.short_description) },
    textsEn,
    price: parsePrice(raw.price),
    regularPrice: parsePrice(raw.regular_price),
    onSale: raw.on_sale === true,
    tax: toTaxability(raw.tax_status, raw.tax_class),
    stockStatus,
    stockQuantity: typeof raw.stock_quantity === 'number' ? raw.stock_quantity : null,
    backordersAllowed: raw.backorders_allowed === true,
    availability: availabilityOf(
      stockStatus,
      categories.map((category) => category.slug),
    ),
    images,
    categories,
    attributes: toAttributes(raw.attributes),
    specifications: toSpecifications(meta),
    variationIds: raw.variations ?? [],
    featured: raw.featured === true,
    menuOrder: raw.menu_order ?? 0,
    totalSales: Number(raw.total_sales ?? 0) || 0,
    createdAt: toIsoDate(raw.date_created_gmt ?? raw.date_created),
  };
}

/** Store dates have no offset; the `_gmt` twin is UTC. */
function toIsoDate(raw: string | null | undefined): string {
  if (!raw) return new Date(0).toISOString();
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(raw) ? raw : `${raw}Z`);
  return Number.isNaN(date.getTime()) ? new Date(0).toISOString() : date.toISOString();
}

function toVariationAttributes(raw: WooVariationAttributes | null | undefined): VariationAttribute[] {
  if (!raw) return [];
  const pairs: [string, string][] = Array.isArray(raw)
    ? raw.map((attribute) => [text(attribute.slug) || text(attribute.name), text(attribute.option)])
    : Object.entries(raw).map(([name, value]) => [name, text(value)]);
  return pairs
    .filter(([, option]) => option !== '')
    .map(([name, option]) => {
      const label = decode(option);
      return { key: attributeKey(name), name: decode(name), value: optionValue(label), label };
    });
}

/**
 * A variation of `parent`: availability also follows the parent's Pre Order category, and the
 * attribute display names come from the parent when the variation only carries slugs.
 */
export function toVariation(
  raw: WooVariation,
  parent: Pick<Product, 'id' | 'categories' | 'attributes' | 'texts'> & Partial<Pick<Product, 'tax'>>,
): Variation {
  const stockStatus = toStockStatus(raw.stock_status);
  const attributes = toVariationAttributes(raw.attributes).map((attribute) => {
    const parentAttribute = parent.attributes.find((candidate) => candidate.key === attribute.key);
    const option = parentAttribute?.options.find((candidate) => candidate.value === attribute.value);
    return {
      ...attribute,
      name: parentAttribute?.name ?? attribute.name,
      taxonomy: parentAttribute?.taxonomy ?? '',
      label: option?.label ?? attribute.label,
    };
  });
  return {
    id: raw.id,
    productId: raw.parent_id || parent.id,
    sku: text(raw.sku),
    price: parsePrice(raw.price),
    regularPrice: parsePrice(raw.regular_price),
    tax: toTaxability(raw.tax_status, raw.tax_class, parent.tax),
    stockStatus,
    stockQuantity: typeof raw.stock_quantity === 'number' ? raw.stock_quantity : null,
    backordersAllowed: raw.backorders_allowed === true,
    availability: availabilityOf(
      stockStatus,
      parent.categories.map((category) => category.slug),
    ),
    image: toImage(raw.image, parent.texts.name),
    attributes,
  };
}

export function toCategory(raw: WooCategory): Category {
  const name = decode(text(raw.name));
  const image = Array.isArray(raw.image) ? null : toImage(raw.image, name);
  return {
    id: raw.id,
    name,
    slug: text(raw.slug),
    parentId: raw.parent ?? 0,
    count: raw.count ?? 0,
    display: text(raw.display) || 'default',
    menuOrder: raw.menu_order ?? 0,
    description: text(raw.description),
    image,
  };
}

/** A global attribute with its terms: the shop's key (color for pa_couleur) and each term's option value. */
export function toStoreAttribute(raw: WooAttributeTaxonomy, terms: readonly WooAttributeTerm[]): StoreAttribute {
  const taxonomy = text(raw.slug);
  return {
    key: attributeKey(taxonomy || text(raw.name)),
    taxonomy,
    terms: terms.map((term) => ({ id: term.id, value: optionValue(decode(text(term.name))) })),
  };
}
