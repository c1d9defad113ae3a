/** Back-in-stock alerts' mutations: the sign-up (in the shopper's language) and the mails' two links. */
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useLanguage } from '@/apollo/language';
import { ConfirmBackInStockMutation, SubscribeBackInStockMutation, UnsubscribeBackInStockMutation } from './operations';

/** Signs up for one alert; answers the error codes (none: the confirmation mail is on its way). */
export function useSubscribeBackInStock(): [
  (input: { productId: string; variationId: string | null; email: string }) => Promise<string[]>,
  boolean,
] {
  const language = useLanguage();
  const [mutate, { loading }] = useMutation(SubscribeBackInStockMutation);
  const subscribe = useCallback(
    async (input: { productId: string; variationId: string | null; email: string }) => {
      const answer = (await mutate({ variables: { input: { ...input, email: input.email.trim(), language } } })).data?.subscribeBackInStock;
      if (!answer) throw new Error('No answer from subscribeBackInStock');
      return answer.errors.map((error) => error.code);
    },
    [language, mutate],
  );
  return [subscribe, loading];
}

/** Confirms or ends a wait with its link's token; answers the error codes (none: done). */
export function useBackInStockLink(action: 'confirm' | 'unsubscribe'): [(token: string) => Promise<string[]>, boolean] {
  const [confirm, { loading: confirming }] = useMutation(ConfirmBackInStockMutation);
  const [unsubscribe, { loading: unsubscribing }] = useMutation(UnsubscribeBackInStockMutation);
  const use = useCallback(
    async (token: string) => {
      const variables = { input: { token } };
      const answer =
        action === 'confirm'
          ? (await confirm({ variables })).data?.confirmBackInStock
          : (await unsubscribe({ variables })).data?.unsubscribeBackInStock;
      if (!answer) throw new Error(`No answer from ${action}BackInStock`);
      return answer.errors.map((error) => error.code);
    },
    [action, confirm, unsubscribe],
  );
  return [use, confirming || unsubscribing];
}
