/** Contact form and newsletter sign-up: the rules, rate limits and storage are in `content/`. */
import { UNKNOWN_CLIENT } from '../../content/service';
import type { GraphQLContext } from '../context';
import type { MutationResolvers } from '../types';

/** The shopper's IP address, which the forms' rate limits count by. */
const clientAddress = (context: GraphQLContext): string => context.clientAddress ?? UNKNOWN_CLIENT;

export const contentMutation: Pick<MutationResolvers, 'sendContactMessage' | 'subscribeToNewsletter'> = {
  sendContactMessage: (_root, { input }, context) => context.content.sendContactMessage(input, clientAddress(context)),
  subscribeToNewsletter: (_root, { input }, context) => context.content.subscribeToNewsletter(input, clientAddress(context)),
};
