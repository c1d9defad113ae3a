import { Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@generated/gql';
import { useLanguage } from '@/apollo/language';
import { toaster } from './toaster';

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
      const invalid = result?.errors.some((error) => error.code === 'INVALID_EMAIL' || error.code === 'REQUIRED');
      toaster.create({ title: invalid ? t('newsletter.invalidEmail') : t('errors.unavailable'), type: 'error' });
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
