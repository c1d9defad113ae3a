import { Alert, Box, Button, Field, Flex, HStack, RadioGroup, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { useMoneyFormatter } from '@/currency/useCurrencies';
import { CHECKOUT_MAX_LENGTH, type CheckoutValues } from '@/checkout/checkoutForm';
import { stripHtml } from '@/lib/stripHtml';
import { graphql } from '@generated/gql';
import type { DeliveryOption_MethodFragment } from '@generated/graphql';
import { useCheckoutFieldErrorText } from '../fieldErrors';

export const DeliveryOptionFragment = graphql(`
  fragment DeliveryOption_method on ShippingMethod {
    id
    title
    description
    kind
    free
    cost {
      ...MoneyFields
    }
    minimumOrderAmount {
      ...MoneyFields
    }
  }
`);

/** A method's cost as shown: 'Gratuit' / 'Free' when zero. */
export function useShippingCostText(): (method: Pick<DeliveryOption_MethodFragment, 'free' | 'cost'>) => string {
  const { t } = useTranslation();
  const format = useMoneyFormatter();
  return (method) => (method.free || method.cost.amount === 0 ? t('checkout.delivery.free') : (format(method.cost) ?? ''));
}

/** What step 2 shows once done: the chosen method and its cost. */
export function DeliverySummary({ method, note }: { method: DeliveryOption_MethodFragment | null | undefined; note: string }) {
  const costText = useShippingCostText();
  const { t } = useTranslation();
  if (!method) return null;
  return (
    <Stack gap="1">
      <Text>
        {method.title} — {costText(method)}
      </Text>
      {note.trim() && (
        <Text color="gray.600">
          {t('checkout.fields.customerNote')} : {note.trim()}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Step 2: the shipping methods of the destination, from the checkout quote (so their costs are the
 * ones the order is charged), as a radio group; the note for the shop. Nothing ships to the country:
 * the spec's message asking for a different country.
 */
export function DeliveryStep({
  methods,
  loading,
  failed,
  onRetry,
  selectedId,
  onSelect,
  methodError,
  onContinue,
  formik,
}: {
  methods: readonly DeliveryOption_MethodFragment[] | null;
  /** A newer answer is loading (the options shown are the previous ones). */
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** "Continue" was pressed without a method, or placeOrder said the method no longer ships there. */
  methodError: 'required' | 'unavailable' | null;
  onContinue: () => void;
  formik: FormikProps<CheckoutValues>;
}) {
  const { t } = useTranslation();
  const costText = useShippingCostText();
  const format = useMoneyFormatter();
  const errorText = useCheckoutFieldErrorText();
  const missing = methodError !== null && !selectedId;
  const noteError = errorText(formik.errors.customerNote, 'customerNote');

  if (!methods) {
    if (failed)
      return (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('checkout.delivery.error')}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('checkout.summary.retry')}
          </Button>
        </Alert.Root>
      );
    return (
      <HStack gap="3" role="status" aria-busy="true" color="gray.600">
        <Spinner size="sm" />
        <Text>{t('checkout.delivery.loading')}</Text>
      </HStack>
    );
  }

  return (
    <Stack gap="6">
      {methods.length === 0 ? (
        <Alert.Root status="warning" data-testid="no-shipping-methods">
          <Alert.Indicator />
          <Alert.Title>{t('checkout.delivery.none')}</Alert.Title>
        </Alert.Root>
      ) : (
        <Box>
          <RadioGroup.Root
            value={selectedId}
            onValueChange={(details) => details.value && onSelect(details.value)}
            aria-busy={loading}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? 'shipping-method-error' : undefined}
            width="full"
            data-testid="shipping-methods"
          >
            <RadioGroup.Label fontWeight="medium" fontSize="md" mb="3">
              {t('checkout.delivery.legend')}
            </RadioGroup.Label>
            <Stack gap="3">
              {methods.map((method) => (
                <RadioGroup.Item
                  key={method.id}
                  value={method.id}
                  borderWidth="1px"
                  borderColor={method.id === selectedId ? 'gray.900' : 'gray.200'}
                  p="4"
                  alignItems="flex-start"
                  cursor="pointer"
                  data-testid="shipping-option"
                >
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator mt="0.5" />
                  <Box flex="1">
                    <RadioGroup.ItemText display="block">
                      <Flex as="span" justify="space-between" gap="4" wrap="wrap">
                        <Text as="span" fontWeight="medium" data-testid="shipping-option-title">
                          {method.title}
                        </Text>
                        <Text as="span" data-testid="shipping-option-cost">
                          {costText(method)}
                        </Text>
                      </Flex>
                    </RadioGroup.ItemText>
                    {method.description && (
                      <Text fontSize="sm" color="gray.600" mt="1">
                        {stripHtml(method.description)}
                      </Text>
                    )}
                    {method.kind === 'FREE_SHIPPING' && method.minimumOrderAmount && (
                      <Text fontSize="sm" color="gray.600" mt="1">
                        {t('checkout.delivery.freeFrom', { amount: format(method.minimumOrderAmount) })}
                      </Text>
                    )}
                  </Box>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {missing && (
            <Text id="shipping-method-error" role="alert" color="red.600" fontSize="sm" mt="2">
              {methodError === 'unavailable' ? t('checkout.errors.shippingMethodUnavailable') : t('checkout.errors.shippingMethodRequired')}
            </Text>
          )}
        </Box>
      )}

      <Field.Root invalid={!!noteError}>
        <Field.Label>{t('checkout.fields.customerNote')}</Field.Label>
        <Textarea
          name="customerNote"
          value={formik.values.customerNote}
          onChange={(event) => {
            formik.handleChange(event);
            if (formik.errors.customerNote) formik.setFieldError('customerNote', undefined);
          }}
          maxLength={CHECKOUT_MAX_LENGTH.customerNote}
          placeholder={t('checkout.fields.customerNotePlaceholder')}
          rows={3}
          bg="white"
        />
        <Field.ErrorText color="red.600">{noteError}</Field.ErrorText>
      </Field.Root>

      <Button
        size="lg"
        alignSelf={{ base: 'stretch', md: 'flex-start' }}
        onClick={onContinue}
        disabled={methods.length === 0}
        data-testid="delivery-continue"
      >
        {t('checkout.continue')}
      </Button>
    </Stack>
  );
}
