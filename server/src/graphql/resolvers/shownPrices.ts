/** A product's or variation's prices as the store's pages show them (domain/priceDisplay.ts), as Money. */
import { originalPriceOf } from '../../domain/catalog';
import type { Money } from '../../domain/money';
import { STANDARD_TAXABLE, type PriceDisplay, type Taxability } from '../../domain/priceDisplay';
import type { ListingPrices } from '../../catalog/service';
import type { PriceSuffixPart } from '../types';

interface Priced {
  price: number | null;
  regularPrice: number | null;
  tax: Taxability;
}

const shown = (amount: number, display: PriceDisplay): Money => ({ amount, currencyCode: display.currency.code });

export function shownPrice(item: Priced, display: PriceDisplay): Money | null {
  return item.price === null ? null : shown(display.shop(item.price, item.tax), display);
}

export function shownOriginalPrice(item: Priced, display: PriceDisplay): Money | null {
  const original = originalPriceOf(item.price, item.regularPrice);
  return original === null ? null : shown(display.shop(original, item.tax), display);
}

export function shownSuffix(item: Priced, display: PriceDisplay): PriceSuffixPart[] | null {
  if (item.price === null) return null;
  return (
    display
      .suffix(item.price, item.tax)
      ?.map((part) =>
        part.amount === undefined ? { text: part.text, amount: null } : { text: null, amount: shown(part.amount, display) },
      ) ?? null
  );
}

/** Prices as a listing filters and bounds them: as the shop's pages show them. */
export function listingPricesOf(display: PriceDisplay): ListingPrices {
  return {
    product: (product) => (product.price === null ? null : display.shop(product.price, product.tax)),
    base: (basePrice) => display.shop(basePrice, STANDARD_TAXABLE),
  };
}
