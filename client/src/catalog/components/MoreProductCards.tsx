import type { ComponentProps } from 'react';
import { ProductCard } from './ProductCard';

type CardProps = ComponentProps<typeof ProductCard>;

/**
 * A listing's cards after its first row, in the same grid (the region around them draws no box):
 * below the fold, so hydrated when needed (routes/ListingPage.tsx, ui/LazyRegion.tsx).
 */
export function MoreProductCards({ products, layout }: { products: readonly CardProps['product'][]; layout: CardProps['layout'] }) {
  return (
    <>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} layout={layout} />
      ))}
    </>
  );
}
