import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';

const store = createToaster({ placement: 'top-end', pauseOnPageIdle: true });

/** Closes the error toasts on screen: what they told is stale once the shopper has succeeded. */
export function dismissErrorToasts() {
  for (const toast of store.getVisibleToasts()) if (toast.type === 'error' && toast.id) store.dismiss(toast.id);
}

/**
 * The shop's one toaster; call `toaster.create({ title, description, type })` anywhere. One policy for
 * every toast: a success replaces the errors on screen (a stale "select the options" never covers the
 * cart drawer an add then opens), and the same toast again replaces itself instead of piling up.
 */
export const toaster: typeof store = {
  ...store,
  create(options) {
    if (options.type === 'success') dismissErrorToasts();
    const title = typeof options.title === 'string' ? options.title : undefined;
    return store.create(options.id || !title ? options : { ...options, id: `${options.type ?? 'info'}:${title}` });
  },
};

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={store} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {/* Full opacity: the theme dims descriptions to 0.8, below the contrast the error toast needs. */}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
