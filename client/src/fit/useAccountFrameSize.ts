/**
 * Keeps the fit finder's size in the signed-in customer's account (mount once, in the layout): at sign-in
 * the account's size is adopted by this browser, or, when the account has none, this browser's is saved
 * to it; a size given or forgotten later while signed in is saved too. Guests keep it in this browser only.
 */
import { useApolloClient, useReactiveVar } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { formatFrameSizeParam, type FrameSize } from '@common/fit';
import { useCustomer } from '@/account/useAccount';
import { cartRestoredVar } from '@/apollo/cart';
import { frameSizeVar, useRememberedFrameSize } from '@/apollo/frameSize';
import { useLanguage } from '@/apollo/language';

const keyOf = (size: FrameSize | null): string => (size ? formatFrameSizeParam(size) : '');

export function useAccountFrameSize(): void {
  const { customer } = useCustomer();
  const language = useLanguage();
  // What this browser saved is read after hydration: matching before it would be undone by it.
  const restored = useReactiveVar(cartRestoredVar);
  const remembered = useRememberedFrameSize();
  const client = useApolloClient();
  // The mutation's document loads when a size is first saved, not with every page (issue 22: first-load JS).
  const save = useCallback(
    async (size: FrameSize | null) => {
      const { SaveFrameSizeMutation } = await import('./saveFrameSize');
      await client.mutate({ mutation: SaveFrameSizeMutation, variables: { size, language } });
    },
    [client, language],
  );
  /** The customer whose account this browser has been matched with, and the size last known to be in it. */
  const matched = useRef<{ customerId: string; saved: string } | null>(null);

  useEffect(() => {
    if (!restored) return;
    if (!customer) {
      matched.current = null;
      return;
    }
    const account: FrameSize | null = customer.frameSize
      ? {
          lensWidth: customer.frameSize.lensWidth,
          bridgeWidth: customer.frameSize.bridgeWidth,
          templeLength: customer.frameSize.templeLength ?? null,
        }
      : null;
    if (matched.current?.customerId !== customer.id) {
      if (account) {
        matched.current = { customerId: customer.id, saved: keyOf(account) };
        if (keyOf(remembered) !== keyOf(account)) frameSizeVar(account);
      } else {
        matched.current = { customerId: customer.id, saved: keyOf(remembered) };
        if (remembered) void save(remembered).catch(() => undefined);
      }
      return;
    }
    if (keyOf(remembered) !== matched.current.saved) {
      matched.current.saved = keyOf(remembered);
      void save(remembered).catch(() => undefined);
    }
  }, [restored, customer, remembered, save]);
}
