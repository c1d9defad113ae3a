import { Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@generated/gql';
import type { NewsletterErrorCode } from '@generated/graphql';
import { useLanguage } from '@/apollo/language';
import { toaster } from '../ui/toaster';

const SubscribeToNewsletterMutation = graphql(`
  mutation SubscribeToNewsletter($input: NewsletterSubscriptionInput!) {
    subscribeToNewsletter(input: $input) {
      ok
      alreadySubscribed
      errors {
        field
        code
      }
    }
  }
`);

/**
 * The text of every code the server can answer (a Record: a code added to the schema fails the type
 * check until it has a text). Only RATE_LIMITED and the email's errors are the shopper's to fix; any
 * other (a too-long source is this client's fault) shows the generic text.
 */
const ERROR_TEXTS: Record<NewsletterErrorCode, 'newsletter.invalidEmail' | 'errors.tooManyAttempts' | 'errors.unavailable'> = {
  REQUIRED: 'newsletter.invalidEmail',
  INVALID_EMAIL: 'newsletter.invalidEmail',
  TOO_LONG: 'newsletter.invalidEmail',
  RATE_LIMITED: 'errors.tooManyAttempts',
};

/** Which form a sign-up came from, for the subscription record: the page's first path segment. */
function signUpSource(): string {
  const segment = window.location.pathname.split('/')[1] ?? '';
  return (segment || 'home').slice(0, 50);
}

/** Newsletter sign-up kept by the server: a thank-you toast and a reset field, or an error toast. */
export function NewsletterBlock() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [email, setEmail] = useState('');
  const [subscribe, { loading }] = useMutation(SubscribeToNewsletterMutation);

  const submit = async () => {
    try {
      const { data } = await subscribe({ variables: { input: { email, language, source: signUpSource() } } });
      const result = data?.subscribeToNewsletter;
      if (result?.ok) {
        // Already subscribed is a success too: the shopper gets the same thanks.
        toaster.create({ title: t('newsletter.thanksTitle'), description: t('newsletter.thanksText'), type: 'success' });
        setEmail('');
        return;
      }
      // Too many attempts first (it names no field), then the email's error.
      const errors = result?.errors ?? [];
      const error =
        errors.find((candidate) => candidate.code === 'RATE_LIMITED') ?? errors.find((candidate) => candidate.field === 'email');
      toaster.create({ title: t((error && ERROR_TEXTS[error.code]) ?? 'errors.unavailable'), type: 'error' });
    } catch {
      toaster.create({ title: t('errors.unavailable'), type: 'error' });
    }
  };

  return (
    <Box as="section" bg="brand.ivory" py="16" px="4" aria-labelledby="newsletter-title">
      <Stack maxW="xl" mx="auto" textAlign="center" gap="4">
        <Heading as="h2" id="newsletter-title" fontFamily="heading" fontWeight="normal" size="3xl">
          {t('newsletter.title')}
        </Heading>
        <Text color="gray.700">{t('newsletter.text')}</Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!loading) void submit();
          }}
        >
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
            <Field.Root required flex="1">
              <Field.Label srOnly>{t('newsletter.emailLabel')}</Field.Label>
              <Input
                type="email"
                required
                bg="white"
                value={email}
                placeholder={t('newsletter.placeholder')}
                onChange={(event) => setEmail(event.target.value)}
              />
            </Field.Root>
            <Button type="submit" loading={loading}>
              {t('newsletter.subscribe')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Box>
  );
}
