import '@/account/texts/index';
import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AuthSwitchLink } from './AuthSwitchLink';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

export type AuthView = 'login' | 'register';

/**
 * The sign-in / registration modal (spec section 2): opens on the login or the register view, switches
 * between them, closes once the shopper is signed in (the forms toast and update the session).
 */
export function AuthModal({
  view,
  onViewChange,
  onClose,
}: {
  /** The view shown; null: closed. */
  view: AuthView | null;
  onViewChange: (view: AuthView) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const shown = view ?? 'login';
  return (
    <Dialog.Root
      open={view !== null}
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
      placement="center"
      size="md"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="auth-modal">
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title fontFamily="heading" fontWeight="normal" fontSize="3xl">
                {shown === 'login' ? t('auth.login.title') : t('auth.register.title')}
              </Dialog.Title>
              <Dialog.Description asChild>
                <Text color="gray.600">{shown === 'login' ? t('auth.login.intro') : t('auth.register.intro')}</Text>
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {shown === 'login' ? (
                <LoginForm
                  onSuccess={onClose}
                  onForgotPassword={onClose}
                  footer={
                    <AuthSwitchLink
                      prompt={t('auth.login.noAccount')}
                      label={t('auth.login.switch')}
                      onSwitch={() => onViewChange('register')}
                    />
                  }
                />
              ) : (
                <RegisterForm
                  onSuccess={onClose}
                  footer={
                    <AuthSwitchLink
                      prompt={t('auth.register.hasAccount')}
                      label={t('auth.register.switch')}
                      onSwitch={() => onViewChange('login')}
                    />
                  }
                />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
