import type { QueryResolvers } from '../types';
import { viewProduct } from '../views';

/** Root fields of the catalog: read arguments, ask the catalog service, wrap in views. */
export const catalogQuery: Pick<QueryResolvers, 'products' | 'product' | 'similarProducts' | 'categories' | 'filterOptions'> = {
  async products(_root, { filter, sort, page, pageSize, language }, { catalog }) {
    const result = await catalog.listing(filter ?? {}, sort, page ?? 1, pageSize ?? 12);
    return { ...result, nodes: result.nodes.map(viewProduct(language ?? 'FR')) };
  },

  async product(_root, { slug, language }, { catalog }) {
    const product = await catalog.productBySlug(slug);
    return product && viewProduct(language ?? 'FR')(product);
  },

  async similarProducts(_root, { productId, first, language }, { catalog, loaders }) {
    const id = Number(productId);
    const product = Number.isInteger(id) && id > 0 ? await loaders.productById.load(id) : null;
    if (!product) return [];
    const similar = await catalog.similar(product, first ?? 4);
    return similar.map(viewProduct(language ?? 'FR'));
  },

  categories: (_root, _args, { catalog }) => catalog.categories(),

  filterOptions: (_root, { filter }, { catalog }) => catalog.filterOptions(filter ?? {}),
};
