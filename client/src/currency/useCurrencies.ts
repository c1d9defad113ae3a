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
export function useRepricer(): (amount: number, fromCurrency: string) => MoneyLike {
  const currencies = useCurrencies();
  const display = useDisplayCurrency();
  return (amount, fromCurrency) => {
    const from = currencies.find((currency) => currency.code === fromCurrency);
    const to = currencies.find((currency) => currency.code === display);
    if (!from || !to) return { amount, currencyCode: fromCurrency };
    return { amount: convertAmount(amount, from.rate, to.rate), currencyCode: to.code };
  };
}

/** Formats an amount; null and undefined give null. */
export interface MoneyFormatter {
  (money: MoneyLike): string;
  (money: MoneyLike | null | undefined): string | null;
}

/**
 * Formats an amount as the shop shows prices in the current language, with the shop's one formatter
 * (common/money.ts: "189,00 €" in French, "€189.00" in English). The language is the rendered page's
 * until hydration, so the server's text and the browser's first render match.
 */
export function useMoneyFormatter(): MoneyFormatter {
  const language = useLanguage();
  return ((money: MoneyLike | null | undefined) => (money ? formatMoney(money, language) : null)) as MoneyFormatter;
}
