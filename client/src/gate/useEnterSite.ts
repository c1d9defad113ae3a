/**
 * The gate screen's password: its mutation and hook, loaded with the screen (GateScreen.tsx, on demand:
 * only a gated shop shows it), not with every page.
 */
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@generated/gql';

const EnterSiteMutation = graphql(`
  mutation EnterSite($password: String!) {
    enterSite(password: $password) {
      granted
      errors {
        field
        code
      }
    }
  }
`);

export type EnterSiteOutcome = 'GRANTED' | 'WRONG_PASSWORD' | 'TOO_MANY_ATTEMPTS';

/**
 * Tries the site password. When the server grants access (and has set its cookie), the whole store is
 * reset: active queries, `siteAccess` first, run again, now with the cookie.
 */
export function useEnterSiteMutation(): [(password: string) => Promise<EnterSiteOutcome>, { loading: boolean }] {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(EnterSiteMutation);
  const enter = useCallback(
    async (password: string): Promise<EnterSiteOutcome> => {
      const { data } = await mutate({ variables: { password } });
      const result = data?.enterSite;
      if (!result) throw new Error('enterSite answered no data');
      if (result.granted) {
        await client.resetStore();
        return 'GRANTED';
      }
      return result.errors.some((error) => error.code === 'TOO_MANY_ATTEMPTS') ? 'TOO_MANY_ATTEMPTS' : 'WRONG_PASSWORD';
    },
    [client, mutate],
  );
  return [enter, { loading }];
}
