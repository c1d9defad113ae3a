/** The site gate's own fields, the only ones a locked browser may run (see `gate/middleware.ts`). */
import type { MutationResolvers, QueryResolvers } from '../types';

export const gateQuery: Pick<QueryResolvers, 'siteAccess'> = {
  siteAccess: (_root, _args, { gateAccess }) => ({ gated: gateAccess.gated, granted: gateAccess.granted }),
};

export const gateMutation: Pick<MutationResolvers, 'enterSite'> = {
  enterSite: (_root, { password }, { gateAccess }) => gateAccess.enter(password),
};
