/** Holding a checkout's stock: its lines reserved against the store's stock read fresh inside the reservation's lock. */
import { BASE_DISPLAY } from '../domain/money';
import type { CartLineRequest } from '../domain/cart';
import { stockKey } from '../domain/checkoutQuote';
import type { ReserveResult, StockReservations } from '../ports/stockReservations';
import type { PricingService } from '../pricing/service';

export async function holdStock(
  reservations: StockReservations,
  pricing: PricingService,
  holder: string,
  lines: readonly Pick<CartLineRequest, 'productId' | 'variationId' | 'quantity'>[],
  ttlMs: number,
): Promise<ReserveResult> {
  const wanted = lines.map((line) => ({ item: stockKey(line), quantity: line.quantity }));
  return reservations.reserve(holder, wanted, ttlMs, async () => {
    const requests = lines.map((line, index) => ({
      key: String(index),
      productId: line.productId,
      variationId: line.variationId,
      quantity: line.quantity,
    }));
    const cart = await pricing.price(requests, BASE_DISPLAY);
    return new Map(
      cart.lines.map(
        // The store's own limit: none for untracked stock or backorders (pre-orders), else its stock.
        ({ priced }) => [stockKey(priced), priced.found ? priced.stockLimit : 0] as const,
      ),
    );
  });
}
