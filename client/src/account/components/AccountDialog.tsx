import { Alert, Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The shell of the account area's modals (edit profile, change email, change password, the address
 * forms): a titled dialog holding one form, an alert above it for what is not one field's, and Cancel
 * and Save. Closing is refused while the form is being sent.
 */
export function AccountDialog({
  open,
  onClose,
  title,
  formId,
  onSubmit,
  submitting,
  alert,
  size = 'md',
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  formId: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  alert?: { status: 'error' | 'success'; title: string; text?: string } | null;
  size?: 'md' | 'lg';
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !submitting) onClose();
      }}
      placement="center"
      // Sized to its form on every screen (a phone's full-height panel was mostly empty, its buttons
      // far below); a form taller than the screen scrolls inside.
      size={size}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {alert && (
                  <Alert.Root status={alert.status} data-testid={`${testId}-alert`}>
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{alert.title}</Alert.Title>
                      {alert.text && <Alert.Description>{alert.text}</Alert.Description>}
                    </Alert.Content>
                  </Alert.Root>
                )}
                <form id={formId} onSubmit={onSubmit} noValidate>
                  <Stack gap="4">{children}</Stack>
                </form>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={submitting}>
                {t('account.dialog.cancel')}
              </Button>
              <Button type="submit" form={formId} loading={submitting}>
                {t('account.dialog.save')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('account.dialog.close')} disabled={submitting} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
