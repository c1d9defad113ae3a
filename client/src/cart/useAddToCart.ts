import { useTranslation } from 'react-i18next';
import type { Availability } from '@generated/graphql';
import { useDisplayCurrency } from '@/apollo/currency';
import { dismissErrorToasts, toaster } from '@/ui/toaster';
import { useCartActions } from './useCart';

export interface AddToCartInput {
  product: { id: string; slug: string; name: string; sku: string; image: string | null };
  /** The chosen variation, or null for a product without variations. */
  variation: {
    id: string;
    sku: string;
    image: string | null;
    attributes: { key: string; name: string; value: string; label: string }[];
  } | null;
  /** Whether the product needs a variation to be chosen first. */
  requiresVariation: boolean;
  availability: Availability;
  /** Unit price shown to the shopper, in the display currency. */
  price: { amount: number; currencyCode: string } | null;
  quantity: number;
}

type Price = { amount: number; currencyCode: string } | null | undefined;

/** What `purchaseInput` reads of a product (the PurchaseProduct fragment has it). */
interface PurchasableProduct {
  id: string;
  slug: string;
  name: string;
  sku: string;
  availability: Availability;
  price?: Price;
  images: readonly { url: string }[];
}

/** What `purchaseInput` reads of a variation (the PurchaseVariation fragment has it). */
interface PurchasableVariation {
  id: string;
  sku: string;
  availability: Availability;
  price?: Price;
  image?: { url: string } | null;
  attributes: { key: string; name: string; value: string; label: string }[];
}

/**
 * The add-to-cart input for a product and its chosen variation (null when there is none, or none
 * chosen yet): the variation's availability and price when there is one, else the product's.
 */
export function purchaseInput(
  product: PurchasableProduct,
  variation: PurchasableVariation | null | undefined,
  { requiresVariation, quantity }: { requiresVariation: boolean; quantity: number },
): AddToCartInput {
  const shown = variation ?? product;
  return {
    product: { id: product.id, slug: product.slug, name: product.name, sku: product.sku, image: product.images[0]?.url ?? null },
    variation: variation
      ? { id: variation.id, sku: variation.sku, image: variation.image?.url ?? null, attributes: variation.attributes }
      : null,
    requiresVariation,
    availability: shown.availability,
    price: shown.price ?? null,
    quantity,
  };
}

export type AddToCartResult = 'added' | 'needs-options' | 'unavailable' | 'failed';

/**
 * The one add-to-cart action of the shop (product page, sticky bars, listings): checks the spec's
 * rules, adds or merges the line, opens the sidebar, and tells the shopper what went wrong.
 */
export function useAddToCart(): (input: AddToCartInput) => AddToCartResult {
  const { t } = useTranslation();
  const currency = useDisplayCurrency();
  const cart = useCartActions();
  return (input) => {
    if (input.requiresVariation && !input.variation) {
      toaster.create({ title: t('cart.selectOptionsTitle'), description: t('cart.selectOptionsText'), type: 'error' });
      return 'needs-options';
    }
    if (input.availability === 'OUT_OF_STOCK') return 'unavailable';
    try {
      if (!input.price) throw new Error('product without price');
      cart.add({
        productId: input.product.id,
        variationId: input.variation?.id ?? null,
        slug: input.product.slug,
        name: input.product.name,
        image: input.variation?.image ?? input.product.image,
        sku: input.variation?.sku || input.product.sku,
        attributes: (input.variation?.attributes ?? []).map(({ key, name, value, label }) => ({ key, name, value, label })),
        quantity: Math.max(1, input.quantity),
        originalPrice: input.price.amount,
        originalCurrency: input.price.currencyCode || currency,
      });
      // The drawer that opens is the success: an earlier error (the options) is stale.
      dismissErrorToasts();
      return 'added';
    } catch {
      toaster.create({ title: t('cart.addErrorTitle'), description: t('cart.addErrorText'), type: 'error' });
      return 'failed';
    }
  };
}
