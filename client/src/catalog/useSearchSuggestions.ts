/**
 * The header search's suggestions for what the shopper types: asked once the typing pauses
 * (SUGGESTION_DELAY_MS) and the text holds MIN_SEARCH_LENGTH characters, in the shopper's language and
 * currency. The server answers from the catalog it holds (Query.searchSuggestions).
 */
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useDisplayCurrency } from '@/apollo/currency';
import { useShopperDestination } from '@/apollo/destination';
import { useLanguage } from '@/apollo/language';
import { graphql } from '@generated/gql';
import { isSearchable, MAX_SUGGESTION_LENGTH } from './searchText';

/** Pause in typing before suggestions are asked for (one request per pause, not per keystroke). */
export const SUGGESTION_DELAY_MS = 200;
/** Products and colours suggested, each. */
export const SUGGESTION_COUNT = 6;

export const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions(
    $query: String!
    $first: PositiveInt
    $language: Language
    $currency: CurrencyCode
    $destination: DestinationInput
  ) {
    searchSuggestions(query: $query, first: $first, language: $language, currency: $currency, destination: $destination) {
      products {
        matchedOn
        matchedText
        product {
          id
          slug
          name
          price {
            ...MoneyFields
          }
          images {
            ...ImageFields
          }
        }
      }
      colors {
        value
        label
        productCount
      }
    }
  }
`);

/** `value` once it has not changed for `delayMs`. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export function useSearchSuggestions(typed: string) {
  const language = useLanguage();
  const currency = useDisplayCurrency();
  const destination = useShopperDestination();
  const settled = useSettled(typed.trim().slice(0, MAX_SUGGESTION_LENGTH), SUGGESTION_DELAY_MS);
  const skip = !isSearchable(settled);
  const { data, previousData, loading, error } = useQuery(SearchSuggestionsQuery, {
    variables: { query: settled, first: SUGGESTION_COUNT, language, currency, destination },
    skip,
  });
  const shown = skip ? undefined : (data ?? previousData)?.searchSuggestions;
  return {
    products: shown?.products ?? [],
    colors: shown?.colors ?? [],
    /** The suggestions shown are for the text as typed now (not an earlier one, nor still waiting). */
    current: !skip && settled === typed.trim().slice(0, MAX_SUGGESTION_LENGTH) && !loading && !!data,
    failed: !!error,
  };
}
