/** Contact form and newsletter sign-up: the rules, rate limits and storage are in `content/`. */
import type { MutationResolvers } from '../types';

export const contentMutation: Pick<MutationResolvers, 'sendContactMessage' | 'subscribeToNewsletter'> = {
  sendContactMessage: (_root, { input }, { content, viewer }) => content.sendContactMessage(input, viewer.ip),
  subscribeToNewsletter: (_root, { input }, { content, viewer }) => content.subscribeToNewsletter(input, viewer.ip),
};
