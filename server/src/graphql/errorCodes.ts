/**
 * Each service owns the codes of its expected failures (accounts/accountErrors.ts, backInStock/alerts.ts,
 * checkout/errors.ts, content/rules.ts, gate/siteGate.ts) and never imports the generated schema types;
 * the GraphQL layer maps them onto the schema's enums, which hold the very same values: the resolvers
 * pass a service's code through as it is. The compiler checks here that both sides name the same set,
 * so a code added on one side only fails `npm run typecheck`.
 */
import type { AccountErrorCode } from '../accounts/accountErrors';
import type { BackInStockErrorCode } from '../backInStock/alerts';
import type { CheckoutErrorCode } from '../checkout/errors';
import type { ContentErrorCode } from '../content/rules';
import type { EnterSiteErrorCode } from '../gate/siteGate';
import type * as Schema from './types';

/** `true` when A and B are the same set of strings, else `never` (and the assignment below fails). */
type SameCodes<A extends string, B extends string> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;

export const SCHEMA_CODES_MATCH: readonly true[] = [
  true satisfies SameCodes<AccountErrorCode, Schema.AccountErrorCode>,
  true satisfies SameCodes<BackInStockErrorCode, Schema.BackInStockErrorCode>,
  true satisfies SameCodes<CheckoutErrorCode, Schema.CheckoutErrorCode>,
  true satisfies SameCodes<ContentErrorCode, Schema.ContactErrorCode>,
  true satisfies SameCodes<ContentErrorCode, Schema.NewsletterErrorCode>,
  true satisfies SameCodes<EnterSiteErrorCode, Schema.EnterSiteErrorCode>,
];
