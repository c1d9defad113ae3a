import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Where the orders go while they load (a spinner) or when they could not be loaded (a retry). */
export function OrdersPending({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (failed)
    return (
      <Stack align="center" py="8" gap="3" role="alert">
        <Text>{t('account.orders.error')}</Text>
        <Button variant="outline" onClick={onRetry}>
          {t('account.orders.retry')}
        </Button>
      </Stack>
    );
  return (
    <HStack gap="3" py="8" justify="center" role="status" aria-busy="true">
      <Spinner size="md" />
      <Text color="gray.600">{t('account.orders.loading')}</Text>
    </HStack>
  );
}
