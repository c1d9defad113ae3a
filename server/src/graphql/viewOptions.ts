import { UnknownCurrencyError } from '../currency/service';
import type { Language } from '../domain/catalog';
import type { DisplayCurrency } from '../domain/money';
import { priceDisplay, type PriceDisplay } from '../domain/priceDisplay';
import type { TaxLocation } from '../domain/tax';
import { priceSuffixIn } from '../translations/translate';
import type { GraphQLContext } from './context';
import { badUserInput } from './errors';
import type { DestinationInput } from './types';
import type { ViewOptions } from './views';

/** The display currency asked for, or a BAD_USER_INPUT error when the shop does not offer it. */
export async function displayCurrency(context: GraphQLContext, code: string | null | undefined): Promise<DisplayCurrency> {
  try {
    return await context.currency.displayCurrency(code);
  } catch (error) {
    if (error instanceof UnknownCurrencyError) {
      throw badUserInput(`${error.message}: ask for one of the shop's currencies.`);
    }
    throw error;
  }
}

const COUNTRY = /^[A-Za-z]{2}$/;
const MAX_POSTCODE = 20;

/** The destination a shopper gave, checked (BAD_USER_INPUT otherwise); null when none. */
export function destinationOf(input: DestinationInput | null | undefined): TaxLocation | null {
  if (!input) return null;
  if (!COUNTRY.test(input.country)) throw badUserInput('destination.country must be an ISO 3166-1 alpha-2 code');
  const postcode = input.postcode?.trim() ?? '';
  if (postcode.length > MAX_POSTCODE) throw badUserInput(`destination.postcode must be at most ${MAX_POSTCODE} characters`);
  return { country: input.country.toUpperCase(), postcode: postcode || null };
}

/**
 * How prices are shown to this request: in the display currency asked for (checked), taxed for
 * `destination` (the shop's address without one). The rates and the store's tax data are read together.
 */
export async function priceDisplayOf(
  context: GraphQLContext,
  args: { currency?: string | null; destination?: DestinationInput | null },
): Promise<PriceDisplay> {
  const destination = destinationOf(args.destination);
  const [currency, rules] = await Promise.all([displayCurrency(context, args.currency), context.priceDisplays.rules()]);
  return priceDisplay({ rules, currency, destination });
}

/** The request's language, currency and prices; the store's price suffix in that language. */
export async function viewOptions(
  context: GraphQLContext,
  args: { language?: Language | null; currency?: string | null; destination?: DestinationInput | null },
): Promise<ViewOptions> {
  const language = args.language ?? 'FR';
  const destination = destinationOf(args.destination);
  const [currency, rules, words] = await Promise.all([
    displayCurrency(context, args.currency),
    context.priceDisplays.rules(),
    context.storeWords.dictionary(),
  ]);
  const priceSuffix = priceSuffixIn(words, language, rules.settings.priceSuffix);
  const display = priceDisplay({ rules, currency, destination, priceSuffix });
  return { language, currency: display.currency, display };
}
