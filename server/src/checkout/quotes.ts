/**
 * Checkout quotes: the cart priced through the one pricing path (fresh store reads), the destination's
 * shipping methods, the store's tax rates, and the units others hold. What placeOrder charges.
 */
import type { CartLineRequest } from '../domain/cart';
import { computeQuote, stockKey, type CheckoutQuote } from '../domain/checkoutQuote';
import type { DisplayCurrency } from '../domain/money';
import type { PricingService } from '../pricing/service';
import type { StockReservations } from '../ports/stockReservations';
import type { CheckoutData } from './checkoutData';
import type { ShippingService } from './shipping';

export interface QuoteRequest {
  lines: readonly CartLineRequest[];
  currency: DisplayCurrency;
  destination: { country: string; postcode: string | null; state?: string | null } | null;
  shippingMethodId: string | null;
  /** Price the suggested method when none (or one that does not ship here) is asked for: the checkout's quotes, never placeOrder's. */
  useSuggested?: boolean;
  /** The checkout asking (its own hold is not counted against it). */
  holder?: string;
}

export interface PricedQuote {
  quote: CheckoutQuote;
  /** The store's current stock per stock key (null when untracked), read with the prices. */
  stock: Map<string, number | null>;
  /** The store's product per line (null when gone), for names in the shopper's language. */
  products: Awaited<ReturnType<PricingService['price']>>['lines'];
  /** Whether the shop ships to the destination asked for (false without one). */
  shippable: boolean;
}

export class QuoteService {
  constructor(
    private readonly pricing: PricingService,
    private readonly data: CheckoutData,
    private readonly shipping: ShippingService,
    private readonly reservations: StockReservations,
  ) {}

  async quote(request: QuoteRequest): Promise<PricedQuote> {
    const [cart, settings, rates, destination] = await Promise.all([
      this.pricing.price(request.lines, request.currency),
      this.data.taxSettings(),
      this.data.taxRates(),
      request.destination ? this.shippingTo(request.destination) : null,
    ]);
    const priced = cart.lines.map((line) => line.priced);
    const stock = new Map(priced.filter((line) => line.found).map((line) => [stockKey(line), line.stockLimit] as const));
    const heldByOthers = await this.reservations.heldByOthers([...stock.keys()], request.holder);
    const quote = computeQuote({
      lines: priced,
      currency: request.currency,
      settings,
      rates,
      destination: destination ? request.destination : null,
      methods: destination?.methods ?? [],
      chosenMethodId: request.shippingMethodId,
      useSuggested: request.useSuggested,
      heldByOthers,
    });
    return { quote, stock, products: cart.lines, shippable: destination !== null };
  }

  /** The destination's methods when the shop ships there, else null (no methods, taxed at the base). */
  private async shippingTo(destination: { country: string; postcode: string | null; state?: string | null }) {
    if (!(await this.shipping.isShippable(destination.country))) return null;
    return this.shipping.methodsFor(destination);
  }
}
