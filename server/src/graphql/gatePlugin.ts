/**
 * The gate on /graphql, decided on the operation Apollo is about to execute (never on a second parse of
 * the request): while locked, an operation may select only the gate's own root fields and `__typename`
 * (and introspection when it is enabled); anything else answers HTTP 403 with `GATE_LOCKED`.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLContext } from './context';
import { gateLocked } from './errors';
import { rootFieldNames } from './rootFields';

/** Root fields a locked browser may run. */
const GATE_FIELDS = new Set(['siteAccess', 'enterSite', '__typename']);
const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

export function siteGatePlugin({ allowIntrospection }: { allowIntrospection: boolean }): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document, operation }) {
          // Without an operation Apollo answers its own error; with one, only the gate's fields pass.
          if (contextValue.viewer.gate.granted || !operation) return;
          for (const field of rootFieldNames(document, operation)) {
            if (GATE_FIELDS.has(field) || (allowIntrospection && INTROSPECTION_FIELDS.has(field))) continue;
            throw gateLocked();
          }
        },
      };
    },
  };
}
