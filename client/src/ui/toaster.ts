import { createToaster } from '@chakra-ui/react';

/** Chakra's toast store; rendered by <Toaster /> (./Toaster.tsx). */
export const toastStore = createToaster({ placement: 'top-end', pauseOnPageIdle: true });

/** Closes the error toasts on screen: what they told is stale once the shopper has succeeded. */
export function dismissErrorToasts() {
  for (const toast of toastStore.getVisibleToasts()) if (toast.type === 'error' && toast.id) toastStore.dismiss(toast.id);
}

/**
 * The shop's one toaster; call `toaster.create({ title, description, type })` anywhere. One policy for
 * every toast: a success replaces the errors on screen (a stale "select the options" never covers the
 * cart drawer an add then opens), and the same toast again replaces itself instead of piling up.
 */
export const toaster: typeof toastStore = {
  ...toastStore,
  create(options) {
    if (options.type === 'success') dismissErrorToasts();
    const title = typeof options.title === 'string' ? options.title : undefined;
    return toastStore.create(options.id || !title ? options : { ...options, id: `${options.type ?? 'info'}:${title}` });
  },
};
