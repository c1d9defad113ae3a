/**
 * The store's own words a shopper reads (shipping zones and methods, payment gateways, attributes and
 * their terms, categories, the price display suffix) in the shopper's language. WooCommerce has one language; the storefront
 * keeps translations of these words, keyed by the store's own keys of them, and falls back to the
 * store's word when it has none.
 */
import { slugify, stripAttributePrefix } from './attributes';
import type { AttributeOption, CategoryRef, Language, Product, ProductAttribute } from './catalog';

/** The kinds of store words the storefront translates. */
export const STORE_WORD_KINDS = [
  'zone',
  'shipping_method',
  'shipping_method_description',
  'gateway',
  'attribute',
  'term',
  'category',
  'price_suffix',
] as const;
export type StoreWordKind = (typeof STORE_WORD_KINDS)[number];

/** The store's language: its words need no translation to be shown in it (a translation may still replace them). */
export const STORE_LANGUAGE: Language = 'FR';

/** One of the store's words: what it is, the store's key of it, and the store's text. */
export interface StoreWord {
  kind: StoreWordKind;
  /**
   * Zone, method instance, gateway or category id; an attribute's taxonomy (pa_color); a term's
   * `taxonomy:slug`; the price suffix's setting (PRICE_SUFFIX_WORD_ID).
   */
  id: string;
  text: string;
}

/** A translation of a store word into one language. */
export interface StoreWordTranslation {
  kind: StoreWordKind;
  id: string;
  language: Language;
  text: string;
}

/**
 * The store's key of a product attribute: its taxonomy for a global attribute (pa_color, as orders'
 * line meta name it too), else `local:` and the slug of its name (a product's own attribute).
 */
export function attributeWordId(attribute: { taxonomy?: string | null; name: string }): string {
  const taxonomy = attribute.taxonomy?.trim();
  return taxonomy ? taxonomy : `local:${slugify(stripAttributePrefix(attribute.name))}`;
}

/** The store's key of a term: its attribute's key and the term's slug (pa_color:black). */
export function termWordId(attributeId: string, termSlug: string): string {
  return `${attributeId}:${termSlug}`;
}

/**
 * The store's key of its price display suffix ("TTC", "soit {price_excluding_tax} HT"): the setting's
 * id, the store having one. A translation keeps the placeholders it wants shown ("i.e.
 * {price_excluding_tax} excl. VAT"); they are filled in after translating.
 */
export const PRICE_SUFFIX_WORD_ID = 'woocommerce_price_display_suffix';

const entryKey = (kind: StoreWordKind, id: string, language: Language) => `${kind}|${id}|${language}`;

/** What the dictionary tells when a word has no translation in a language other than the store's. */
export type MissingWordReport = (word: StoreWord, language: Language) => void;

/** The translations in force: a store word in a language, or the store's own word. */
export class StoreDictionary {
  private readonly entries = new Map<string, string>();

  constructor(
    translations: readonly StoreWordTranslation[],
    private readonly onMissing: MissingWordReport = () => {},
  ) {
    for (const translation of translations) {
      if (translation.text.trim() !== '') {
        this.entries.set(entryKey(translation.kind, translation.id, translation.language), translation.text);
      }
    }
  }

  /** The translation of a store word, or the store's word (reported when the language is not the store's). */
  word(kind: StoreWordKind, id: string, language: Language, storeText: string): string {
    const found = this.entries.get(entryKey(kind, id, language));
    if (found !== undefined) return found;
    if (language !== STORE_LANGUAGE && storeText.trim() !== '') this.onMissing({ kind, id, text: storeText }, language);
    return storeText;
  }

  /** Whether a word has a translation in `language`. */
  has(kind: StoreWordKind, id: string, language: Language): boolean {
    return this.entries.has(entryKey(kind, id, language));
  }
}

/** A word without a translation in `language` (the store's language: without a replacement). */
export function missingWords(words: readonly StoreWord[], translations: readonly StoreWordTranslation[], language: Language): StoreWord[] {
  const dictionary = new StoreDictionary(translations);
  return words.filter((word) => word.text.trim() !== '' && !dictionary.has(word.kind, word.id, language));
}

/**
 * The name of a variation as WooCommerce builds it ("Pigalle - Black"), in a language: the store's line
 * name less the store's option names it ends with, then the options in the language.
 */
export function variationName(storeName: string, options: readonly { storeLabel: string; label: string }[]): string {
  if (options.length === 0) return storeName;
  const storeSuffix = ` - ${options.map((option) => option.storeLabel).join(', ')}`;
  const base = storeName.endsWith(storeSuffix) ? storeName.slice(0, -storeSuffix.length) : storeName;
  if (base === storeName && !options.every((option) => option.storeLabel === option.label)) {
    // A name the store did not build from its options: the options are added, not swapped.
    return `${storeName} - ${options.map((option) => option.label).join(', ')}`;
  }
  return `${base} - ${options.map((option) => option.label).join(', ')}`;
}

/** The attributes a listing filters on, by their shop key. */
const LISTING_ATTRIBUTE_KEYS = ['gender', 'color', 'shape'] as const;

/** How a listing names the store's words in the shopper's language. */
export interface ListingWords {
  /** An attribute option's name in the language. */
  optionLabel(attribute: ProductAttribute, option: AttributeOption): string;
  /** A category's name in the language. */
  categoryName(category: CategoryRef): string;
}

/** Per attribute key: each option value to the value of its group (the options named alike in the language). */
export type OptionGroups = Map<string, Map<string, string>>;

const groupKey = (label: string, value: string) => slugify(label) || value;

/**
 * The listing's options grouped by their name in the shopper's language: the store's terms "Black" and
 * "Noir", both "Noir" in French and "Black" in English, are one value (the first of their values in
 * alphabetical order, so the same in either language when the groups agree).
 */
export function optionGroups(products: readonly Product[], words: ListingWords): OptionGroups {
  const groups: OptionGroups = new Map();
  for (const key of LISTING_ATTRIBUTE_KEYS) {
    const byName = new Map<string, string[]>();
    for (const product of products) {
      for (const attribute of product.attributes) {
        if (attribute.key !== key) continue;
        for (const option of attribute.options) {
          const name = groupKey(words.optionLabel(attribute, option), option.value);
          const members = byName.get(name) ?? [];
          if (!members.includes(option.value)) members.push(option.value);
          byName.set(name, members);
        }
      }
    }
    const canonical = new Map<string, string>();
    for (const members of byName.values()) {
      const first = [...members].sort()[0] as string;
      for (const member of members) canonical.set(member, first);
    }
    groups.set(key, canonical);
  }
  return groups;
}

/**
 * Products as a listing in the shopper's language sees them: the filters' attribute options named in
 * the language and merged by group (one option per group), categories named in the language. Only
 * for filtering and counting: pages show the store's products through their views.
 */
export function localizeForListing(products: readonly Product[], words: ListingWords, groups: OptionGroups): Product[] {
  return products.map((product) => ({
    ...product,
    categories: product.categories.map((category) => ({ ...category, name: words.categoryName(category) })),
    attributes: product.attributes.map((attribute) => {
      const canonical = groups.get(attribute.key);
      if (!canonical) return attribute;
      const options: AttributeOption[] = [];
      for (const option of attribute.options) {
        const value = canonical.get(option.value) ?? option.value;
        if (!options.some((kept) => kept.value === value)) options.push({ value, label: words.optionLabel(attribute, option) });
      }
      return { ...attribute, options };
    }),
  }));
}

/** A filter's attribute values as their groups' values (black and noir both ask for the group). */
export function groupedFilter<
  F extends { genders?: readonly string[] | null; colors?: readonly string[] | null; shapes?: readonly string[] | null },
>(filter: F, groups: OptionGroups): F {
  const map = (key: string, values: readonly string[] | null | undefined) =>
    values ? [...new Set(values.map((value) => groups.get(key)?.get(value) ?? value))] : values;
  return { ...filter, genders: map('gender', filter.genders), colors: map('color', filter.colors), shapes: map('shape', filter.shapes) };
}

/** Every value of the groups a filter's attribute values belong to (for the store's own query). */
export function expandedFilter<
  F extends { genders?: readonly string[] | null; colors?: readonly string[] | null; shapes?: readonly string[] | null },
>(filter: F, groups: OptionGroups): F {
  const expand = (key: string, values: readonly string[] | null | undefined) => {
    if (!values) return values;
    const canonical = groups.get(key) ?? new Map<string, string>();
    const wanted = new Set(values.map((value) => canonical.get(value) ?? value));
    const members = [...canonical.entries()].filter(([, group]) => wanted.has(group)).map(([member]) => member);
    return [...new Set([...values, ...members])];
  };
  return {
    ...filter,
    genders: expand('gender', filter.genders),
    colors: expand('color', filter.colors),
    shapes: expand('shape', filter.shapes),
  };
}
