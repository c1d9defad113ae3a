import { ListingTooBroadError, SearchRateLimitedError, type ListingQuery } from '../../catalog/service';
import { checkSlug } from '../../domain/slug';
import type { GraphQLContext } from '../context';
import { badUserInput, rateLimited } from '../errors';
import { boundedCount, OPERATION_LIMITS } from '../limits';
import type { QueryResolvers } from '../types';
import { displayCurrency, viewOptions } from '../viewOptions';
import { viewProduct } from '../views';

/** Root fields of the catalog: check arguments and the operation's product budget, ask the catalog service, wrap in views. */
export const catalogQuery: Pick<
  QueryResolvers,
  'products' | 'product' | 'similarProducts' | 'featuredProducts' | 'categories' | 'filterOptions'
> = {
  async products(_root, { filter, sort, page, pageSize, ...args }, context) {
    const size = boundedCount('pageSize', pageSize ?? 12, OPERATION_LIMITS.maxPageSize);
    await admitSearch(filter ?? {}, context);
    context.productBudget.take(size);
    const options = await viewOptions(context, args);
    try {
      const result = await context.catalog.listing(filter ?? {}, sort, page ?? 1, size, options.currency.rate);
      return { ...result, nodes: result.nodes.map(viewProduct(options)) };
    } catch (error) {
      if (error instanceof ListingTooBroadError) throw badUserInput(error.message);
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
    return product && product.slug === checked.slug ? viewProduct(options)(product) : null;
  },

  async similarProducts(_root, { productId, first, ...args }, context) {
    const count = boundedCount('first', first ?? 4, OPERATION_LIMITS.maxFirst);
    context.productBudget.take(count);
    const options = await viewOptions(context, args);
    const id = Number(productId);
    const product = Number.isSafeInteger(id) && id > 0 ? await context.loaders.productById.load(id) : null;
    if (!product) return [];
    const similar = await context.catalog.similar(product, count);
    return similar.map(viewProduct(options));
  },

  async featuredProducts(_root, { first, ...args }, context) {
    const count = boundedCount('first', first ?? 1, OPERATION_LIMITS.maxFirst);
    context.productBudget.take(count);
    const options = await viewOptions(context, args);
    return (await context.catalog.featured(count)).map(viewProduct(options));
  },

  categories: (_root, _args, { catalog }) => catalog.categories(),

  async filterOptions(_root, { filter, currency }, context) {
    await admitSearch(filter ?? {}, context);
    const display = await displayCurrency(context, currency);
    return context.catalog.filterOptions(filter ?? {}, display.rate);
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
