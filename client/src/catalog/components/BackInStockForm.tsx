import { Alert, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomer } from '@/account/useAccount';
import { useSubscribeBackInStock } from '@/backInStock/useBackInStock';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type ProblemKey = 'backInStock.form.invalidEmail' | 'backInStock.form.tooMany' | 'backInStock.form.inStock' | 'backInStock.form.failed';

/** The server's codes to the form's texts (anything else: failed). */
const PROBLEMS: Partial<Record<string, ProblemKey>> = {
  REQUIRED: 'backInStock.form.invalidEmail',
  INVALID_EMAIL: 'backInStock.form.invalidEmail',
  TOO_LONG: 'backInStock.form.invalidEmail',
  RATE_LIMITED: 'backInStock.form.tooMany',
  IN_STOCK: 'backInStock.form.inStock',
};

/**
 * "Notify me when it's back" under a sold-out product's or variation's button: an email (the signed-in
 * customer's, prefilled: one tap), then a confirmation mail's link (double opt-in).
 */
export function BackInStockForm({ productId, variationId }: { productId: string; variationId: string | null }) {
  const { t } = useTranslation();
  const { customer } = useCustomer();
  const fieldId = useId();
  const [subscribe, loading] = useSubscribeBackInStock();
  const [typed, setTyped] = useState<string | null>(null);
  const email = typed ?? customer?.email ?? '';
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) return setProblem(t('backInStock.form.invalidEmail'));
    setProblem(null);
    try {
      const [code] = await subscribe({ productId, variationId, email });
      if (code) setProblem(t(PROBLEMS[code] ?? 'backInStock.form.failed'));
      else setSentTo(email.trim());
    } catch {
      setProblem(t('backInStock.form.failed'));
    }
  }

  if (sentTo) {
    return (
      <Alert.Root status="success" data-testid="back-in-stock-sent">
        <Alert.Indicator />
        <Alert.Description>{t('backInStock.form.sent', { email: sentTo })}</Alert.Description>
      </Alert.Root>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="back-in-stock-form">
      <Stack gap="3" borderWidth="1px" p="4">
        <Text fontWeight="semibold">{t('backInStock.form.title')}</Text>
        <Text fontSize="sm" color="gray.700">
          {t('backInStock.form.intro')}
        </Text>
        <Field.Root invalid={problem !== null}>
          <Field.Label htmlFor={fieldId}>{t('backInStock.form.email')}</Field.Label>
          <Input
            id={fieldId}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setTyped(event.target.value)}
          />
          {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" variant="outline" loading={loading} data-testid="back-in-stock-submit">
          {t('backInStock.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
