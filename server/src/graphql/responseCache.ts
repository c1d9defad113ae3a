/**
 * The response cache of public operations, written here and read before Apollo runs (cachedAnswers.ts),
 * so that a kept answer costs neither Apollo's request handling nor a second parse of the answer. What
 * may be kept, and for how long, is the schema's `@cacheControl` (schema/cacheControl.graphql), by the
 * rules of Apollo's response-cache plugin without a session id: a query, answered without an error,
 * whose every object is PUBLIC with a max age above 0. Only answers made for a viewer past the gate are
 * kept (the only ones the route serves), and none while the currency rates cannot be read.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { CurrencyService } from '../currency/service';
import type { GraphQLContext } from './context';
import type { PublicAnswers } from './publicAnswers';

export interface ResponseCacheOptions {
  /** Where answers are kept (over the shared state's `responses`, emptied after every order). */
  answers: PublicAnswers;
  currency: CurrencyService;
}

export function publicResponseCache({ answers, currency }: ResponseCacheOptions): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ request, response, operation, operationName, overallCachePolicy, contextValue }) {
          if (response.body.kind !== 'single' || operation?.operation !== 'query' || typeof request.query !== 'string') return;
          const { data, errors } = response.body.singleResult;
          const policy = overallCachePolicy.policyIfCacheable();
          if (errors || !data || !policy || policy.scope !== 'PUBLIC' || (response.http.status ?? 200) !== 200) return;
          if (!contextValue.viewer.gate.granted) return;
          // While the store's rates cannot be read, answers carry the default rates: they are not kept, so
          // that the store's own rates show as soon as it answers again.
          if (await currency.failing()) return;
          await answers.keep(
            { query: request.query, operationName: request.operationName, variables: request.variables },
            // Apollo's own serialisation of the answer (runHttpQuery's prettyJSONStringify).
            { body: `${JSON.stringify({ data })}\n`, operation: operationName ?? 'anonymous' },
            policy.maxAge,
          );
        },
      };
    },
  };
}
