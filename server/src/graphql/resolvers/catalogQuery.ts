import { ListingTooBroadError, SearchRateLimitedError, type CatalogSection, type ListingQuery } from '../../catalog/service';
import { checkSlug } from '../../domain/slug';
import type { GraphQLContext } from '../context';
import { badUserInput, listingTooBroad, rateLimited } from '../errors';
import { boundedCount, OPERATION_LIMITS } from '../limits';
import type { QueryResolvers } from '../types';
import { priceDisplayOf, viewOptions } from '../viewOptions';
import { viewProduct } from '../views';
import { withCheckedFit } from './fit';
import { listingPricesOf } from './shownPrices';
import { categoryIn, listingWords } from '../../translations/translate';

/**
 * The store's categories, which a section's listing needs to find its category: read while the rates
 * of the display currency are (two independent store reads of a cold listing go out together).
 */
async function sectionCategories(context: GraphQLContext, section: CatalogSection | null | undefined): Promise<void> {
  if (section && section !== 'ALL') await context.catalog.categories();
}

/** Root fields of the catalog: check arguments and the operation's product budget, ask the catalog service, wrap in views. */
export const catalogQuery: Pick<
  QueryResolvers,
  'products' | 'product' | 'similarProducts' | 'featuredProducts' | 'categories' | 'filterOptions'
> = {
  async products(_root, { filter: given, sort, page, pageSize, ...args }, context) {
    const size = boundedCount('pageSize', pageSize ?? 12, OPERATION_LIMITS.maxPageSize);
    const filter = withCheckedFit(given ?? {});
    await admitSearch(filter, context);
    context.productBudget.take(size);
    const [options, words] = await Promise.all([
      viewOptions(context, args),
      context.storeWords.dictionary(),
      sectionCategories(context, filter?.section),
    ]);
    try {
      const result = await context.catalog.listing(
        filter,
        sort,
        page ?? 1,
        size,
        listingPricesOf(options.display),
        listingWords(words, options.language),
      );
      return { ...result, nodes: result.nodes.map(viewProduct(options)) };
    } catch (error) {
      if (error instanceof ListingTooBroadError) throw listingTooBroad(error.message);
      throw error;
    }
  },

  async product(_root, { slug, ...args }, context) {
    const checked = checkSlug(slug, OPERATION_LIMITS.maxSlugLength);
    if (checked.kind === 'too_long') throw badUserInput(`slug must be at most ${OPERATION_LIMITS.maxSlugLength} characters.`);
    if (checked.kind === 'invalid') return null;
    context.productBudget.take(1);
    const [options, product] = await Promise.all([viewOptions(context, args), context.catalog.productBySlug(checked.slug)]);
    // The store matches slugs loosely: only the product that carries this very slug is the answer.
    if (!product || product.slug !== checked.slug) return null;
    // The page asks for its similar products next, by this product's id.
    await context.productsById.remember(product);
    return viewProduct(options)(product);
  },

  async similarProducts(_root, { productId, first, ...args }, context) {
    const count = boundedCount('first', first ?? 4, OPERATION_LIMITS.maxFirst);
    context.productBudget.take(count);
    const id = Number(productId);
    const [options, product] = await Promise.all([
      viewOptions(context, args),
      Number.isSafeInteger(id) && id > 0 ? context.loaders.productById.load(id) : null,
    ]);
    if (!product) return [];
    const similar = await context.catalog.similar(product, count);
    return similar.map(viewProduct(options));
  },

  async featuredProducts(_root, { first, ...args }, context) {
    const count = boundedCount('first', first ?? 1, OPERATION_LIMITS.maxFirst);
    context.productBudget.take(count);
    const [options, featured] = await Promise.all([viewOptions(context, args), context.catalog.featured(count)]);
    return featured.map(viewProduct(options));
  },

  async categories(_root, { language }, { catalog, storeWords }) {
    const [categories, words] = await Promise.all([catalog.categories(), storeWords.dictionary()]);
    return categories.map((category) => categoryIn(words, language ?? 'FR', category));
  },

  async filterOptions(_root, { filter: given, currency, destination, language }, context) {
    const filter = withCheckedFit(given ?? {});
    await admitSearch(filter, context);
    const [display, words] = await Promise.all([
      priceDisplayOf(context, { currency, destination }),
      context.storeWords.dictionary(),
      sectionCategories(context, filter.section),
    ]);
    return context.catalog.filterOptions(filter, listingPricesOf(display), listingWords(words, language ?? 'FR'));
  },
};

/** A search between the length bounds, and within the address's allowance of searches not cached yet. */
async function admitSearch(filter: ListingQuery, context: GraphQLContext): Promise<void> {
  const length = filter.search?.trim().length ?? 0;
  if (length > OPERATION_LIMITS.maxSearchLength)
    throw badUserInput(`filter.search must be at most ${OPERATION_LIMITS.maxSearchLength} characters.`);
  if (length > 0 && length < OPERATION_LIMITS.minSearchLength)
    throw badUserInput(`filter.search must be at least ${OPERATION_LIMITS.minSearchLength} characters.`);
  try {
    await context.catalog.admitSearch(filter, context.viewer.ip);
  } catch (error) {
    if (error instanceof SearchRateLimitedError) throw rateLimited(error.retryAfterMs);
    throw error;
  }
}
