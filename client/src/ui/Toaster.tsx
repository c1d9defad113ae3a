import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { toastStore } from './toaster';

/** Where the shop's toasts show (once, in the shell); create them with `toaster` from ./toaster. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toastStore} insetInline={{ mdDown: '4' }}>
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
