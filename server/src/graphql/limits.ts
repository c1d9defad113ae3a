/**
 * What one GraphQL operation may cost. graphql-armor refuses oversized documents before they run
 * (tokens, aliases, depth, directives, a static cost); the product budget caps what the resolvers may
 * return, whatever the document looks like. The README's "Limits" section lists the same figures.
 */
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { badUserInput } from './errors';

export const OPERATION_LIMITS = {
  /** Request body size, refused before it is read. */
  maxBodyBytes: 64 * 1024,
  /** Lexical tokens of a document (the shop's largest query has about 400). */
  maxTokens: 3000,
  /** Aliases per operation. */
  maxAliases: 15,
  /** Field nesting depth. */
  maxDepth: 10,
  /** Directives per operation. */
  maxDirectives: 20,
  /** graphql-armor's static cost (objects 2, scalars 1, depth-weighted). */
  maxCost: 5000,
  /** Products one operation may return, over all its fields. */
  maxProducts: 200,
  /** `products(pageSize:)` at most. */
  maxPageSize: 100,
  /** `similarProducts(first:)` and `featuredProducts(first:)` at most. */
  maxFirst: 24,
  /** A product slug's length at most (WordPress keeps 200). */
  maxSlugLength: 200,
  /** Search words, in characters. */
  maxSearchLength: 200,
  /** Shortest search, in characters (trimmed): shorter ones would match nearly everything. */
  minSearchLength: 2,
  /**
   * Units of one cart line the API reads at most. A line past the shop's own MAX_LINE_QUANTITY (99) is
   * read and shown as not purchasable; past this one, it is no cart but a mistake or a probe.
   */
  maxLineQuantity: 9999,
} as const;

/**
 * The armor's Apollo plugins and validation rules; field suggestions blocked unless allowed. The token
 * limit is graphql-js's own parser option (Apollo's `parseOptions`), so an oversized document is a
 * parse failure (400), not a plugin crash.
 */
export function operationArmor({ allowSuggestions }: { allowSuggestions: boolean }) {
  return new ApolloArmor({
    maxTokens: { enabled: false },
    maxAliases: { n: OPERATION_LIMITS.maxAliases, allowList: [] },
    maxDepth: { n: OPERATION_LIMITS.maxDepth, flattenFragments: true },
    maxDirectives: { n: OPERATION_LIMITS.maxDirectives },
    costLimit: { maxCost: OPERATION_LIMITS.maxCost },
    blockFieldSuggestion: { enabled: !allowSuggestions },
  }).protect();
}

/** Products an operation has left to return; shared by every resolver of one request. */
export class ProductBudget {
  private left: number = OPERATION_LIMITS.maxProducts;

  /** Reserves `count` products before the store is asked for them. */
  take(count: number): void {
    if (count > this.left)
      throw badUserInput(`One request may return at most ${OPERATION_LIMITS.maxProducts} products: ask for fewer, or page.`);
    this.left -= count;
  }
}

/** A `first`/`pageSize` argument within its bound, else BAD_USER_INPUT naming it. */
export function boundedCount(name: string, value: number, max: number): number {
  if (value > max) throw badUserInput(`${name} must be at most ${max}.`);
  return value;
}
