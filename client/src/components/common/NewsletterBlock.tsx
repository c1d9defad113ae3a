import { Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from './toaster';

/**
 * Newsletter sign-up as the spec describes it: a thank-you toast and a reset form.
 * Keeping subscriptions on the server comes with the content-pages issue.
 */
export function NewsletterBlock() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
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
            toaster.create({ title: t('newsletter.thanksTitle'), description: t('newsletter.thanksText'), type: 'success' });
            setEmail('');
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
            <Button type="submit">{t('newsletter.subscribe')}</Button>
          </Stack>
        </form>
      </Stack>
    </Box>
  );
}
