/**
 * DataLoaders, created per request (never shared: later domains load customer data through
 * the same mechanism). They batch what one GraphQL operation asks for into few store calls.
 */
import DataLoader from 'dataloader';
import type { ProductsById } from '../catalog/productsById';
import type { CatalogService } from '../catalog/service';
import type { Translator } from '../catalog/translator';
import type { Language, Product, Variation } from '../domain/catalog';

export interface Loaders {
  /** Published products by id, from the catalog cache, else one `include=` call (orderby=include) per batch. */
  productById: DataLoader<number, Product | null>;
  /** Variations of a product for display (cached by the catalog service; prices to charge come from PricingService). */
  variations: DataLoader<Product, Variation[], number>;
  /** Texts in a language: one translation request per batch; the original text when not translated. */
  translation: DataLoader<{ text: string; language: Language }, string, string>;
}

export function createLoaders(deps: { catalog: CatalogService; productsById: ProductsById; translator?: Translator }): Loaders {
  return {
    productById: new DataLoader((ids) => deps.productsById.load(ids)),
    variations: new DataLoader((products) => Promise.all(products.map((product) => deps.catalog.variations(product))), {
      cacheKeyFn: (product) => product.id,
    }),
    translation: new DataLoader(
      async (keys) => {
        const translator = deps.translator;
        if (!translator) return keys.map((key) => key.text);
        const english = keys.filter((key) => key.language === 'EN').map((key) => key.text);
        const translated = english.length ? await translator.translate(english, 'en') : [];
        let next = 0;
        return keys.map((key) => (key.language === 'EN' ? (translated[next++] ?? key.text) : key.text));
      },
      { cacheKeyFn: (key) => `${key.language}\u0000${key.text}` },
    ),
  };
}
