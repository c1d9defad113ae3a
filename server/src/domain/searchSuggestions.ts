/**
 * Suggestions while a shopper types in the header's search: products whose name, reference (SKU) or
 * colour holds every word typed, and the colours whose name does. Computed over the catalog the server
 * already holds (never a store call per keystroke); accents and case are ignored ("ecaille" finds
 * "Écaille"). Pure.
 */
import type { AttributeOption, Product, ProductAttribute } from './catalog';

/** What made a product a suggestion, the strongest first. */
export type SuggestionField = 'NAME' | 'SKU' | 'COLOR';

export interface ProductSuggestion {
  product: Product;
  matchedOn: SuggestionField;
  /** The text that matched: the name as given, the SKU, or the colour's name. */
  matchedText: string;
}

export interface ColorSuggestion {
  /** The colour's value (its group's, so that "black" and "noir" are one): what the listing filters on. */
  value: string;
  /** Its name in the shopper's language. */
  label: string;
  /** How many of the products searched carry it. */
  productCount: number;
}

export interface SearchSuggestions {
  products: ProductSuggestion[];
  colors: ColorSuggestion[];
}

/** How the suggestions name a product and its colours in the shopper's language. */
export interface SuggestionWords {
  /** The product's names to match (its name in the language first). */
  names(product: Product): string[];
  /** A colour option's name in the language. */
  colorLabel(attribute: ProductAttribute, option: AttributeOption): string;
  /** The value of the colour's group (options named alike are one colour); the option's own without one. */
  colorGroup(value: string): string;
}

/** Lowercase, accents removed, runs of spaces and punctuation (but `-`) as one space. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}-]+/gu, ' ')
    .trim();
}

/** The words typed, folded (each with a letter or a digit); empty when nothing searchable is left. */
export function queryWords(query: string): string[] {
  return foldText(query)
    .split(' ')
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
}

const holdsAll = (text: string, words: readonly string[]) => words.every((word) => text.includes(word));

/** 0: the text starts with the query, 1: one of its words does, 2: it holds every word somewhere. */
function nameRank(name: string, words: readonly string[]): number {
  const folded = foldText(name);
  const phrase = words.join(' ');
  if (folded.startsWith(phrase)) return 0;
  if (folded.split(' ').some((word) => word.startsWith(words[0] as string))) return 1;
  return 2;
}

interface Candidate {
  suggestion: ProductSuggestion;
  rank: number;
  order: number;
}

function productMatch(product: Product, words: readonly string[], wordsOf: SuggestionWords): Candidate['suggestion'] | null {
  const names = wordsOf.names(product).filter((name) => name.trim() !== '');
  const colors = product.attributes
    .filter((attribute) => attribute.key === 'color')
    .flatMap((attribute) => attribute.options.map((option) => wordsOf.colorLabel(attribute, option)));
  const sku = product.sku.trim();
  const foldedSku = foldText(sku);
  const name = names.find((candidate) => holdsAll(foldText(candidate), words));
  if (name) return { product, matchedOn: 'NAME', matchedText: name };
  // A variation's reference (EYW-MONT-NOI) starts with its product's (EYW-MONT).
  const phrase = words.join(' ');
  if (foldedSku && (foldedSku.includes(phrase) || phrase.startsWith(foldedSku))) return { product, matchedOn: 'SKU', matchedText: sku };
  // Words spread over the name and the colours ("montmartre noir"): every word somewhere.
  const everything = foldText([...names, sku, ...colors].join(' '));
  if (!holdsAll(everything, words)) return null;
  const color = colors.find((label) => words.some((word) => foldText(label).includes(word))) ?? colors[0] ?? '';
  return { product, matchedOn: 'COLOR', matchedText: color };
}

const FIELD_RANK: Record<SuggestionField, number> = { NAME: 0, SKU: 3, COLOR: 4 };

/**
 * Up to `limit` products (names before references before colours; a name starting with the query first;
 * else in the catalog's order) and up to `limit` colours whose name holds every word, the most common first.
 */
export function searchSuggestions(products: readonly Product[], query: string, limit: number, wordsOf: SuggestionWords): SearchSuggestions {
  const words = queryWords(query);
  if (words.length === 0 || limit <= 0) return { products: [], colors: [] };
  const candidates: Candidate[] = [];
  products.forEach((product, order) => {
    const suggestion = productMatch(product, words, wordsOf);
    if (!suggestion) return;
    const rank = suggestion.matchedOn === 'NAME' ? nameRank(suggestion.matchedText, words) : FIELD_RANK[suggestion.matchedOn];
    candidates.push({ suggestion, rank, order });
  });
  candidates.sort((a, b) => a.rank - b.rank || a.order - b.order);

  const colors = new Map<string, ColorSuggestion>();
  for (const product of products) {
    const seen = new Set<string>();
    for (const attribute of product.attributes) {
      if (attribute.key !== 'color') continue;
      for (const option of attribute.options) {
        const label = wordsOf.colorLabel(attribute, option);
        if (!holdsAll(foldText(label), words)) continue;
        const value = wordsOf.colorGroup(option.value);
        if (seen.has(value)) continue;
        seen.add(value);
        const known = colors.get(value);
        if (known) known.productCount += 1;
        else colors.set(value, { value, label, productCount: 1 });
      }
    }
  }
  return {
    products: candidates.slice(0, limit).map((candidate) => candidate.suggestion),
    colors: [...colors.values()].sort((a, b) => b.productCount - a.productCount || a.label.localeCompare(b.label)).slice(0, limit),
  };
}
