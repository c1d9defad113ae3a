/** The site gate's own fields, the only ones a locked browser may run (see `graphql/gatePlugin.ts`). */
import type { MutationResolvers, QueryResolvers } from '../types';

export const gateQuery: Pick<QueryResolvers, 'siteAccess'> = {
  siteAccess: (_root, _args, { viewer }) => ({ gated: viewer.gate.gated, granted: viewer.gate.granted }),
};

export const gateMutation: Pick<MutationResolvers, 'enterSite'> = {
  enterSite: (_root, { password }, { gate, req }) => gate.enter(req, password),
};
