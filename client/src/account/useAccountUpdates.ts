/**
 * The account area's mutations (profile, email, password, addresses). Each answers with the customer
 * as it is now, or with errors; on success the customer replaces `me` in the cache and the other tabs
 * hear of it (useAccountSession). The screens get the outcome as data.
 */
import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useCallback } from 'react';
import type {
  ChangeEmailMutation as ChangeEmailData,
  ChangePasswordMutation as ChangePasswordData,
  CustomerFieldsFragment,
  Language,
  UpdateAddressesMutation as UpdateAddressesData,
  UpdateProfileMutation as UpdateProfileData,
} from '@generated/graphql';
import { useLanguage } from '@/apollo/language';
import type { AccountUserError } from '@/account/accountForms';
import { ChangeEmailMutation, ChangePasswordMutation, UpdateAddressesMutation, UpdateProfileMutation } from './accountMutations';
import { useAccountSession } from './useAccount';

/** What a mutation did: saved, refused with the server's errors, or not answered (network, server). */
export type AccountUpdate = { ok: true } | { ok: false; errors: readonly AccountUserError[] };

type Payload = { customer?: CustomerFieldsFragment | null; errors: readonly AccountUserError[] };

function useAccountUpdate<TData, TInput>(
  document: TypedDocumentNode<TData, { input: TInput; language?: Language | null }>,
  payloadOf: (data: TData) => Payload,
): { run: (input: TInput) => Promise<AccountUpdate>; running: boolean } {
  const language = useLanguage();
  const { signedIn } = useAccountSession();
  const [mutate, { loading }] = useMutation(document);
  const run = useCallback(
    async (input: TInput): Promise<AccountUpdate> => {
      try {
        const { data } = await mutate({ variables: { input, language } } as Parameters<typeof mutate>[0]);
        if (!data) return { ok: false, errors: [] };
        const payload = payloadOf(data as TData);
        if (payload.customer && payload.errors.length === 0) {
          signedIn(payload.customer, 'changed');
          return { ok: true };
        }
        return { ok: false, errors: payload.errors };
      } catch {
        return { ok: false, errors: [] };
      }
    },
    [language, mutate, payloadOf, signedIn],
  );
  return { run, running: loading };
}

// Module-level readers of each payload: stable, so `run` keeps its identity between renders.
const profilePayload = (data: UpdateProfileData) => data.updateProfile;
const emailPayload = (data: ChangeEmailData) => data.changeEmail;
const passwordPayload = (data: ChangePasswordData) => data.changePassword;
const addressesPayload = (data: UpdateAddressesData) => data.updateAddresses;

export const useUpdateProfile = () => useAccountUpdate(UpdateProfileMutation, profilePayload);
export const useChangeEmail = () => useAccountUpdate(ChangeEmailMutation, emailPayload);
export const useChangePassword = () => useAccountUpdate(ChangePasswordMutation, passwordPayload);
export const useUpdateAddresses = () => useAccountUpdate(UpdateAddressesMutation, addressesPayload);
