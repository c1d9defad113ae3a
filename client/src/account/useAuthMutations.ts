/**
 * Sign-in, registration and the checkout's account creation: each sends its mutation and, when the
 * payload carries a customer, makes `me` that customer everywhere (useAccountSession) and shows the
 * spec's success toast (section 8). The payload goes back to the form, which shows its `errors`; a
 * failed request rejects, for the form to say so.
 */
import '@/account/texts/index';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  AccountErrorFieldsFragment,
  CheckoutRegisterInput,
  CustomerFieldsFragment,
  RegisterInput,
  SignInInput,
} from '@generated/graphql';
import { useLanguage } from '@/apollo/language';
import { toaster } from '@/ui/toaster';
import { RegisterAtCheckoutMutation, RegisterMutation, SignInMutation } from './accountMutations';
import { useAccountSession } from './useAccount';

export interface AuthPayload {
  customer: CustomerFieldsFragment | null;
  errors: AccountErrorFieldsFragment[];
}

function useSignedInOutcome() {
  const { signedIn } = useAccountSession();
  const { t } = useTranslation();
  return useCallback(
    (payload: AuthPayload | undefined, kind: 'signIn' | 'register'): AuthPayload => {
      if (!payload) throw new Error('No answer from the account mutation');
      if (!payload.customer) return payload;
      signedIn(payload.customer);
      if (kind === 'signIn') toaster.create({ type: 'success', title: t('auth.toasts.welcomeBack'), description: payload.customer.email });
      else
        toaster.create({
          type: 'success',
          title: t('auth.toasts.accountCreated'),
          description: t('auth.toasts.welcomeTo', { shop: t('common.shopName') }),
        });
      return payload;
    },
    [signedIn, t],
  );
}

/** Signs in with email and password. */
export function useSignInMutation(): [(input: SignInInput) => Promise<AuthPayload>, boolean] {
  const language = useLanguage();
  const outcome = useSignedInOutcome();
  const [mutate, { loading }] = useMutation(SignInMutation);
  const signIn = useCallback(
    async (input: SignInInput) => outcome((await mutate({ variables: { input, language } })).data?.signIn, 'signIn'),
    [language, mutate, outcome],
  );
  return [signIn, loading];
}

/** Creates an account from the registration form, signed in at once. */
export function useRegisterMutation(): [(input: RegisterInput) => Promise<AuthPayload>, boolean] {
  const language = useLanguage();
  const outcome = useSignedInOutcome();
  const [mutate, { loading }] = useMutation(RegisterMutation);
  const register = useCallback(
    async (input: RegisterInput) => outcome((await mutate({ variables: { input, language } })).data?.register, 'register'),
    [language, mutate, outcome],
  );
  return [register, loading];
}

/** Creates an account inside the checkout (the email is the username), signed in at once. */
export function useRegisterAtCheckoutMutation(): [(input: CheckoutRegisterInput) => Promise<AuthPayload>, boolean] {
  const language = useLanguage();
  const outcome = useSignedInOutcome();
  const [mutate, { loading }] = useMutation(RegisterAtCheckoutMutation);
  const register = useCallback(
    async (input: CheckoutRegisterInput) =>
      outcome((await mutate({ variables: { input, language } })).data?.registerAtCheckout, 'register'),
    [language, mutate, outcome],
  );
  return [register, loading];
}
