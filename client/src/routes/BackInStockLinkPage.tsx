import { Alert, Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useBackInStockLink } from '@/backInStock/useBackInStock';
import { AuthPageLayout } from '@/account/components/AuthPageLayout';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

const TEXTS = {
  confirm: {
    title: 'backInStock.confirm.title',
    intro: 'backInStock.confirm.intro',
    button: 'backInStock.confirm.button',
    done: 'backInStock.confirm.done',
  },
  unsubscribe: {
    title: 'backInStock.unsubscribe.title',
    intro: 'backInStock.unsubscribe.intro',
    button: 'backInStock.unsubscribe.button',
    done: 'backInStock.unsubscribe.done',
  },
} as const;

/**
 * /back-in-stock/confirm and /back-in-stock/unsubscribe?token=...: the links of the back-in-stock mails.
 * The shopper presses the button (a mail scanner that opens the link confirms nothing); a used or
 * expired link says so.
 */
export default function BackInStockLinkPage({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const { t } = useTranslation();
  const texts = TEXTS[action];
  useDocumentTitle(t(texts.title));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [follow, loading] = useBackInStockLink(action);
  const [state, setState] = useState<'ready' | 'done' | 'invalid' | 'tooMany' | 'failed'>(token === '' ? 'invalid' : 'ready');

  async function press() {
    try {
      const [code] = await follow(token);
      setState(!code ? 'done' : code === 'RATE_LIMITED' ? 'tooMany' : code === 'LINK_INVALID' ? 'invalid' : 'failed');
    } catch {
      setState('failed');
    }
  }

  let body;
  if (state === 'done') {
    body = (
      <Alert.Root status="success" role="status" data-testid="back-in-stock-done">
        <Alert.Indicator />
        <Alert.Description>{t(texts.done)}</Alert.Description>
      </Alert.Root>
    );
  } else if (state === 'invalid') {
    body = (
      <Alert.Root status="error" role="alert" data-testid="back-in-stock-invalid">
        <Alert.Indicator />
        <Alert.Description>{t('backInStock.invalid')}</Alert.Description>
      </Alert.Root>
    );
  } else {
    body = (
      <Stack gap="4">
        {state !== 'ready' && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{t(state === 'tooMany' ? 'backInStock.form.tooMany' : 'backInStock.form.failed')}</Alert.Description>
          </Alert.Root>
        )}
        <Button onClick={() => void press()} loading={loading} width="full" data-testid="back-in-stock-action">
          {t(texts.button)}
        </Button>
      </Stack>
    );
  }
  return (
    <AuthPageLayout title={t(texts.title)} intro={t(texts.intro)}>
      {body}
    </AuthPageLayout>
  );
}
