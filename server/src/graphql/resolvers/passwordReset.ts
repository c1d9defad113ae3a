/** Password reset (schema/passwordReset.graphql). Thin: the rules live in accounts/passwordReset.ts. */
import { startCustomerSession } from '../../accounts/customerSession';
import type { MutationResolvers, QueryResolvers } from '../types';

export const passwordResetQuery: Pick<QueryResolvers, 'passwordResetLink'> = {
  passwordResetLink: (_root, { token }, context) => context.passwordResets.linkState(token),
};

export const passwordResetMutation: Pick<MutationResolvers, 'requestPasswordReset' | 'resetPassword'> = {
  async requestPasswordReset(_root, { input }, context) {
    const result = await context.passwordResets.request(input, context.viewer.ip);
    return result.ok ? { accepted: true, errors: [] } : { accepted: false, errors: result.errors };
  },
  async resetPassword(_root, { input }, context) {
    const result = await context.passwordResets.reset(input, context.viewer.ip);
    if (!result.ok) return { customer: null, errors: result.errors };
    // Every other session ended with the credentials version; this device is signed in under the new one.
    await startCustomerSession(context.req, result.customer.id, result.credentials);
    return { customer: result.customer, errors: [] };
  },
};
