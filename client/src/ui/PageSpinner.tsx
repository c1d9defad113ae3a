import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Centered spinner with a text (default 'Loading...'); busy (aria-busy), the ready marker tests wait for. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center minH="50vh" role="status" aria-live="polite" aria-busy="true">
      <VStack gap="3">
        <Spinner size="lg" />
        <Text color="gray.600">{label ?? t('common.loading')}</Text>
      </VStack>
    </Center>
  );
}
