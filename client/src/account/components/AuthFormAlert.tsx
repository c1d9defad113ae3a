import '@/account/texts/index';
import { Alert, List } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AuthFormMessage } from '@/account/useAuthForm';

/**
 * The problems of a sign-in form, in a destructive alert at its top (spec section 8): one line per
 * problem, announced as it appears. The fields it names point at it (aria-describedby).
 */
export function AuthFormAlert({ id, messages }: { id: string; messages: AuthFormMessage[] }) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <Alert.Root id={id} status="error" role="alert" data-testid="auth-form-alert">
      <Alert.Indicator />
      <Alert.Content>
        {messages.length === 1 ? (
          <Alert.Title>{messages[0]!.text}</Alert.Title>
        ) : (
          <>
            <Alert.Title>{t('auth.errors.title')}</Alert.Title>
            <Alert.Description>
              <List.Root ps="4" mt="1">
                {messages.map((message) => (
                  <List.Item key={message.field ?? 'form'}>{message.text}</List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
