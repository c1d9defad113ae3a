import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  useDocumentTitle(t('notFound.title'));
  useEffect(() => {
    console.warn(`404: no route for ${location.pathname}`);
  }, [location.pathname]);
  return (
    <VStack py="24" px="4" gap="4" textAlign="center" data-testid="not-found">
      <Heading as="h1" fontFamily="heading" fontSize="7xl" fontWeight="normal">
        {t('notFound.code')}
      </Heading>
      <Text fontSize="2xl">{t('notFound.title')}</Text>
      <Text color="gray.600">{t('notFound.text')}</Text>
      <Button asChild mt="4">
        <RouterLink to="/">{t('notFound.backHome')}</RouterLink>
      </Button>
    </VStack>
  );
}
