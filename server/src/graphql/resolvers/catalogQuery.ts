import type { QueryResolvers } from '../types';
import { displayCurrency, viewOptions } from '../viewOptions';
import { viewProduct } from '../views';

/** Root fields of the catalog: read arguments, ask the catalog service, wrap in views. */
export const catalogQuery: Pick<
  QueryResolvers,
  'products' | 'product' | 'similarProducts' | 'featuredProducts' | 'categories' | 'filterOptions'
> = {
  async products(_root, { filter, sort, page, pageSize, ...args }, context) {
    const options = await viewOptions(context, args);
    const result = await context.catalog.listing(filter ?? {}, sort, page ?? 1, pageSize ?? 12, options.currency.rate);
    return { ...result, nodes: result.nodes.map(viewProduct(options)) };
  },

  async product(_root, { slug, ...args }, context) {
    const [options, product] = await Promise.all([viewOptions(context, args), context.catalog.productBySlug(slug)]);
    return product && viewProduct(options)(product);
  },

  async similarProducts(_root, { productId, first, ...args }, context) {
    const options = await viewOptions(context, args);
    const id = Number(productId);
    const product = Number.isInteger(id) && id > 0 ? await context.loaders.productById.load(id) : null;
    if (!product) return [];
    const similar = await context.catalog.similar(product, first ?? 4);
    return similar.map(viewProduct(options));
  },

  async featuredProducts(_root, { first, ...args }, context) {
    const options = await viewOptions(context, args);
    return (await context.catalog.featured(first ?? 1)).map(viewProduct(options));
  },

  categories: (_root, _args, { catalog }) => catalog.categories(),

  async filterOptions(_root, { filter, currency }, context) {
    const display = await displayCurrency(context, currency);
    return context.catalog.filterOptions(filter ?? {}, display.rate);
  },
};
