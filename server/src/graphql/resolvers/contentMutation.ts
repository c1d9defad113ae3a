/** Contact form and newsletter sign-up: the rules and the storage are in `content/`. */
import type { MutationResolvers } from '../types';

export const contentMutation: Pick<MutationResolvers, 'sendContactMessage' | 'subscribeToNewsletter'> = {
  sendContactMessage: (_root, { input }, context) => context.content.sendContactMessage(input),
  subscribeToNewsletter: (_root, { input }, context) => context.content.subscribeToNewsletter(input),
};
