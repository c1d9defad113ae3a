import { formatMoney, roundMoney } from '@common/money';
import { useRepricer } from '@/cart/useCurrencies';

/** Prices a cart line from its original price and currency into the display currency. */
export function useLinePrice() {
  const reprice = useRepricer();
  return (line: { originalPrice: number; originalCurrency: string }, quantity = 1) => {
    const unit = reprice(line.originalPrice, line.originalCurrency);
    const amount = roundMoney(unit.amount * quantity);
    return { amount, currencyCode: unit.currencyCode, text: formatMoney({ amount, currencyCode: unit.currencyCode }, unit.symbol) };
  };
}
