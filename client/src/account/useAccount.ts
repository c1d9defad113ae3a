/**
 * Who is signed in, for every screen: `useCustomer()` reads `me` (the server's word: the session
 * cookie is HTTP-only), `useAccountSession()` gives what to call after a sign-in, a registration or a
 * sign-out so the cache, the other tabs and the screen follow. Spec section 4 (Session): signing in or
 * out in one tab shows in the others; signing out clears the customer and their cached orders, shows
 * the toast and goes home.
 */
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CustomerFieldsFragment } from '@generated/graphql';
import { useLanguage } from '@/apollo/language';
import { toaster } from '@/ui/toaster';
import { MeQuery, SignOutMutation } from './operations';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

const CHANNEL = 'storefront-account';
type AccountMessage = 'signed-in' | 'signed-out' | 'changed';

/**
 * This tab's one channel: a message goes to the other tabs only (a channel never hears its own
 * messages, while a second channel of this tab would, and would drop the customer just written).
 */
let tabChannel: BroadcastChannel | null = null;
function channel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  tabChannel ??= new BroadcastChannel(CHANNEL);
  return tabChannel;
}

function post(message: AccountMessage): void {
  channel()?.postMessage(message);
}

/** Drops the customer and everything of theirs from the cache: `me` and the Customer objects (orders hang off them). */
function forgetCustomer(client: ApolloClient): void {
  client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'me' });
  client.cache.gc();
}

/** The signed-in customer (null for a guest) and the auth status. */
export function useCustomer(): { customer: CustomerFieldsFragment | null; status: AuthStatus; refetch: () => void } {
  const language = useLanguage();
  const { data, loading, error, refetch } = useQuery(MeQuery, { variables: { language }, fetchPolicy: 'cache-first' });
  const customer = data?.me ?? null;
  const status: AuthStatus = customer ? 'authenticated' : loading && !data && !error ? 'loading' : 'unauthenticated';
  return { customer, status, refetch: () => void refetch() };
}

/**
 * Mirrors sign-ins and sign-outs of the other tabs (mount once, in the layout): their message makes
 * this tab forget the customer and ask the server again.
 */
export function useAccountSync(): void {
  const client = useApolloClient();
  useEffect(() => {
    const tab = channel();
    if (!tab) return undefined;
    const follow = () => {
      forgetCustomer(client);
      void client.refetchQueries({ include: [MeQuery] });
    };
    tab.addEventListener('message', follow);
    return () => tab.removeEventListener('message', follow);
  }, [client]);
}

/** What to call once the server answered an account mutation. */
export function useAccountSession() {
  const client = useApolloClient();
  const language = useLanguage();
  /** A sign-in or registration succeeded (or the profile changed): `me` becomes this customer, everywhere. */
  const signedIn = useCallback(
    (customer: CustomerFieldsFragment, message: AccountMessage = 'signed-in') => {
      client.cache.writeQuery({ query: MeQuery, variables: { language }, data: { me: customer } });
      post(message);
    },
    [client, language],
  );
  return { signedIn };
}

/** Signs out: ends the server session, forgets the customer here and in the other tabs, toasts and goes home. */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [mutate, { loading }] = useMutation(SignOutMutation);
  const signOut = useCallback(async () => {
    await mutate();
    forgetCustomer(client);
    client.cache.writeQuery({ query: MeQuery, data: { me: null } });
    post('signed-out');
    toaster.create({ title: t('auth.signedOut.title'), description: t('auth.signedOut.text'), type: 'success' });
    await navigate('/');
  }, [client, mutate, navigate, t]);
  return { signOut, signingOut: loading };
}
