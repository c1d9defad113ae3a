import { Button, Center, Field, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/layout/LanguageSwitch';
import { PasswordInput } from '@/ui/PasswordInput';
import { useEnterSiteMutation } from './useEnterSite';

type GateError = 'gate.wrongPassword' | 'errors.tooManyAttempts' | 'gate.failed';

/** The work-in-progress screen: the only thing a browser sees until the server accepts the password. */
export function GateScreen() {
  const { t } = useTranslation();
  const [enter, { loading }] = useEnterSiteMutation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<GateError | null>(null);
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    setError(null);
    try {
      const outcome = await enter(password);
      if (outcome === 'GRANTED') return;
      setError(outcome === 'WRONG_PASSWORD' ? 'gate.wrongPassword' : 'errors.tooManyAttempts');
      // The spec: a wrong password clears the field.
      setPassword('');
    } catch {
      setError('gate.failed');
    }
  };

  return (
    <Center as="main" minH="100vh" px="4" py="12" bg="brand.ivory">
      <form onSubmit={(event) => void submit(event)} noValidate style={{ width: '100%', maxWidth: '24rem' }}>
        <Stack gap="6" textAlign="center">
          <Stack gap="3">
            <Heading as="h1" size="3xl" fontFamily="heading" fontWeight="normal" letterSpacing="widest">
              {t('gate.title')}
            </Heading>
            <Text color="gray.700">{t('gate.intro')}</Text>
          </Stack>
          <Field.Root invalid={error !== null} textAlign="start">
            <Field.Label>{t('gate.passwordLabel')}</Field.Label>
            <PasswordInput
              name="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              describedBy={error ? errorId : undefined}
              onChange={(event) => {
                setPassword(event.target.value);
                setError(null);
              }}
            />
            <Field.ErrorText id={errorId} role="alert">
              {error && t(error)}
            </Field.ErrorText>
          </Field.Root>
          <Button type="submit" loading={loading} disabled={password === ''}>
            {t('gate.submit')}
          </Button>
          <Center>
            <LanguageSwitch />
          </Center>
        </Stack>
      </form>
    </Center>
  );
}
