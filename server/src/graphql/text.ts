/** Product texts in the requested language: the store's own English first, then translation. */
import type { ProductTexts } from '../domain/catalog';
import type { GraphQLContext } from './context';
import type { ProductView } from './views';

export async function productText(
  view: Pick<ProductView, 'product' | 'language'>,
  field: keyof ProductTexts,
  context: GraphQLContext,
): Promise<string> {
  const original = view.product.texts[field];
  if (view.language === 'FR') return original;
  const own = view.product.textsEn[field];
  if (own) return own;
  if (original.trim() === '') return original;
  return context.loaders.translation.load({ text: original, language: view.language });
}
