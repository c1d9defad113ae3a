import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { defaultCurrency } from '@common/currency';
import { convertAmount, formatMoney, type MoneyLike } from '@common/money';
import { useLanguage } from '@/apollo/language';
import { savedCurrencyVar, useDisplayCurrency } from '@/apollo/currency';
import { graphql } from '@generated/gql';

export const CurrenciesQuery = graphql(`
  query Currencies($language: Language) {
    currencies(language: $language) {
      code
      symbol
      name
      rate
    }
  }
`);

/** The shop's currencies (from the store's rates, or the defaults) in the current language. */
export function useCurrencies() {
  const language = useLanguage();
  const { data } = useQuery(CurrenciesQuery, { variables: { language } });
  return data?.currencies ?? [];
}

/** Chooses the display currency once the shop's list is known (spec section 4). */
export function useCurrencyBootstrap(): void {
  const currencies = useCurrencies();
  useEffect(() => {
    if (currencies.length === 0) return;
    const chosen = defaultCurrency(
      savedCurrencyVar(),
      currencies.map((currency) => currency.code),
      navigator.language,
    );
    if (chosen !== savedCurrencyVar()) savedCurrencyVar(chosen);
  }, [currencies]);
}

/** Converts a cart line's original price into the display currency with the shop's rates. */
export function useRepricer(): (amount: number, fromCurrency: string) => { amount: number; currencyCode: string; symbol?: string } {
  const currencies = useCurrencies();
  const display = useDisplayCurrency();
  return (amount, fromCurrency) => {
    const from = currencies.find((currency) => currency.code === fromCurrency);
    const to = currencies.find((currency) => currency.code === display);
    if (!from || !to) return { amount, currencyCode: fromCurrency };
    return { amount: convertAmount(amount, from.rate, to.rate), currencyCode: to.code, symbol: to.symbol };
  };
}

/**
 * Formats an amount as the shop shows prices ("189,00 €", "$207.90"), with the symbol of the shop's
 * currency list when it has one. Null and undefined amounts give null.
 */
export function useMoneyFormatter(): (money: MoneyLike | null | undefined) => string | null {
  const currencies = useCurrencies();
  return (money) => {
    if (!money) return null;
    return formatMoney(money, currencies.find((candidate) => candidate.code === money.currencyCode)?.symbol);
  };
}
