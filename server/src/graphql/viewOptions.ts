import { UnknownCurrencyError } from '../currency/service';
import type { Language } from '../domain/catalog';
import type { DisplayCurrency } from '../domain/money';
import type { GraphQLContext } from './context';
import { badUserInput } from './errors';
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

export async function viewOptions(
  context: GraphQLContext,
  args: { language?: Language | null; currency?: string | null },
): Promise<ViewOptions> {
  return { language: args.language ?? 'FR', currency: await displayCurrency(context, args.currency) };
}
