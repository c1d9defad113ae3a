/**
 * The password reset's mutations: asking for a link (the answer never tells whether the email has an
 * account), and setting the new password, which signs this browser in (`me` becomes the customer).
 */
import '@/account/texts/index';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/apollo/language';
import { toaster } from '@/ui/toaster';
import type { AuthPayload } from './useAuthMutations';
import { RequestPasswordResetMutation, ResetPasswordMutation } from './passwordResetOperations';
import { useAccountSession } from './useAccount';

/** Asks for a reset link in the shopper's language; answers the error codes (none: taken). */
export function useRequestPasswordReset(): [(email: string) => Promise<string[]>, boolean] {
  const language = useLanguage();
  const [mutate, { loading }] = useMutation(RequestPasswordResetMutation);
  const request = useCallback(
    async (email: string) => {
      const answer = (await mutate({ variables: { input: { email: email.trim(), language } } })).data?.requestPasswordReset;
      if (!answer) throw new Error('No answer from requestPasswordReset');
      return answer.errors.map((error) => error.code);
    },
    [language, mutate],
  );
  return [request, loading];
}

/** Sets the new password with the link's token; signed in on success. */
export function useResetPassword(): [
  (input: { token: string; newPassword: string; confirmPassword: string }) => Promise<AuthPayload>,
  boolean,
] {
  const language = useLanguage();
  const { t } = useTranslation();
  const { signedIn } = useAccountSession();
  const [mutate, { loading }] = useMutation(ResetPasswordMutation);
  const reset = useCallback(
    async (input: { token: string; newPassword: string; confirmPassword: string }) => {
      const payload = (await mutate({ variables: { input, language } })).data?.resetPassword;
      if (!payload) throw new Error('No answer from resetPassword');
      if (payload.customer) {
        signedIn(payload.customer);
        toaster.create({ type: 'success', title: t('auth.reset.done'), description: payload.customer.email });
      }
      return payload;
    },
    [language, mutate, signedIn, t],
  );
  return [reset, loading];
}
