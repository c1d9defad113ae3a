/** The header search's suggestions: arguments checked, the catalog service asked, products wrapped in views. */
import { SearchRateLimitedError } from '../../catalog/service';
import { queryWords } from '../../domain/searchSuggestions';
import { listingWords } from '../../translations/translate';
import { badUserInput, rateLimited } from '../errors';
import { boundedCount } from '../limits';
import type { QueryResolvers } from '../types';
import { viewOptions } from '../viewOptions';
import { viewProduct } from '../views';

/** What a suggestion query may hold, trimmed: shorter matches nearly everything, longer is no search. */
export const SUGGESTION_QUERY = { minLength: 2, maxLength: 100, maxFirst: 10 } as const;

export const searchQuery: Pick<QueryResolvers, 'searchSuggestions'> = {
  async searchSuggestions(_root, { query, first, ...args }, context) {
    const typed = query.trim();
    if (typed.length < SUGGESTION_QUERY.minLength || typed.length > SUGGESTION_QUERY.maxLength || queryWords(typed).length === 0)
      throw badUserInput(`query must hold ${SUGGESTION_QUERY.minLength} to ${SUGGESTION_QUERY.maxLength} characters, letters or digits.`);
    const count = boundedCount('first', first ?? 6, SUGGESTION_QUERY.maxFirst);
    context.productBudget.take(count);
    const [options, words] = await Promise.all([viewOptions(context, args), context.storeWords.dictionary()]);
    try {
      const found = await context.catalog.suggestions(
        typed,
        count,
        options.language,
        listingWords(words, options.language),
        context.viewer.ip,
      );
      const view = viewProduct(options);
      return {
        products: found.products.map(({ product, matchedOn, matchedText }) => ({ matchedOn, matchedText, product: view(product) })),
        colors: found.colors,
      };
    } catch (error) {
      if (error instanceof SearchRateLimitedError) throw rateLimited(error.retryAfterMs);
      throw error;
    }
  },
};
