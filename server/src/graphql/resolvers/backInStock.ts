/** Back-in-stock alerts (schema/backInStock.graphql). Thin: the rules live in backInStock/alerts.ts. */
import type { BackInStockPayload, MutationResolvers } from '../types';

const payload = (result: { ok: true } | { ok: false; errors: BackInStockPayload['errors'] }): BackInStockPayload =>
  result.ok ? { ok: true, errors: [] } : { ok: false, errors: result.errors };

export const backInStockMutation: Pick<MutationResolvers, 'subscribeBackInStock' | 'confirmBackInStock' | 'unsubscribeBackInStock'> = {
  subscribeBackInStock: async (_root, { input }, context) => payload(await context.backInStock.subscribe(input, context.viewer.ip)),
  confirmBackInStock: async (_root, { input }, context) => payload(await context.backInStock.confirm(input.token, context.viewer.ip)),
  unsubscribeBackInStock: async (_root, { input }, context) =>
    payload(await context.backInStock.unsubscribe(input.token, context.viewer.ip)),
};
