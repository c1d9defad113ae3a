import '@/checkout/texts/index';
import { Alert, Badge, Box, Button, Card, Code, DataList, Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/apollo/language';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { graphql } from '@generated/gql';

const ShippingMethodsQuery = graphql(`
  query ShippingTest($country: String!, $currency: CurrencyCode, $language: Language) {
    shippingMethods(country: $country, currency: $currency, language: $language) {
      zone {
        id
        name
      }
      methods {
        id
        methodId
        instanceId
        title
        description
        kind
        free
        cost {
          amount
          currencyCode
        }
        minimumOrderAmount {
          amount
          currencyCode
        }
        settingsCost
        raw
      }
    }
  }
`);

/** The spec's test countries and currencies. */
const TEST_COUNTRIES = ['FR', 'US', 'GB', 'CA', 'DE'];
const TEST_CURRENCIES = ['EUR', 'USD', 'GBP', 'CAD'];

/** The method's raw data, indented when it is JSON. */
function prettyRaw(raw: string): string {
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}

/** "EUR 5.90": the currency and the amount with 2 decimals, as the spec's test page shows costs. */
const costText = (money: { amount: number; currencyCode: string }) => `${money.currencyCode} ${money.amount.toFixed(2)}`;

/**
 * Internal page: the shipping methods the API finds for a country in a currency (shippingMethods),
 * fetched again whenever either changes or on 'Fetch Methods'.
 */
export default function ShippingTestPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [country, setCountry] = useState('FR');
  const [currency, setCurrency] = useState('EUR');
  const { data, error, loading, refetch } = useQuery(ShippingMethodsQuery, {
    variables: { country, currency, language },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  useDocumentTitle(t('shippingTest.title'));
  const result = data?.shippingMethods;

  return (
    <Stack maxW="5xl" mx="auto" px={{ base: '4', md: '8' }} py="10" gap="8">
      <Stack gap="2">
        <Heading as="h1" fontFamily="heading" fontWeight="normal" size="3xl">
          {t('shippingTest.title')}
        </Heading>
        <Text color="gray.600">{t('shippingTest.intro')}</Text>
      </Stack>

      <HStack gap="4" align="flex-end" wrap="wrap">
        <Field.Root width="auto">
          <Field.Label>{t('shippingTest.country')}</Field.Label>
          <NativeSelect.Root size="sm" width="40">
            <NativeSelect.Field value={country} onChange={(event) => setCountry(event.target.value)} data-testid="shipping-test-country">
              {TEST_COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>{t('shippingTest.currency')}</Field.Label>
          <NativeSelect.Root size="sm" width="40">
            <NativeSelect.Field value={currency} onChange={(event) => setCurrency(event.target.value)} data-testid="shipping-test-currency">
              {TEST_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button size="sm" onClick={() => void refetch().catch(() => undefined)} loading={loading} data-testid="shipping-test-fetch">
          {t('shippingTest.fetch')}
        </Button>
      </HStack>

      <Box aria-busy={loading} aria-live="polite" data-testid="shipping-test-result">
        {error ? (
          <Alert.Root status="error" data-testid="shipping-test-error">
            <Alert.Indicator />
            <Alert.Title>
              {error.message ? t('shippingTest.error', { message: error.message }) : t('shippingTest.defaultError')}
            </Alert.Title>
          </Alert.Root>
        ) : loading && !result ? (
          <Text color="gray.600">{t('shippingTest.loading')}</Text>
        ) : result ? (
          <Stack gap="4">
            <Text fontSize="sm" color="gray.700" data-testid="shipping-test-zone">
              {result.zone ? t('shippingTest.zone', { name: result.zone.name, id: result.zone.id }) : t('shippingTest.noZone')}
            </Text>
            {result.methods.length === 0 ? (
              <Text data-testid="shipping-test-empty">{t('shippingTest.empty')}</Text>
            ) : (
              result.methods.map((method) => (
                <Card.Root key={method.id} size="sm" data-testid="shipping-test-method">
                  <Card.Header>
                    <HStack justify="space-between" wrap="wrap">
                      <Card.Title as="h2" data-testid="shipping-test-method-title">
                        {method.title}
                      </Card.Title>
                      <Badge colorPalette={method.free ? 'green' : 'gray'} data-testid="shipping-test-method-cost">
                        {method.free ? t('shippingTest.free') : costText(method.cost)}
                      </Badge>
                    </HStack>
                  </Card.Header>
                  <Card.Body gap="3">
                    <DataList.Root orientation="horizontal" size="sm" gap="1">
                      <DataList.Item>
                        <DataList.ItemLabel minW="40">{t('shippingTest.methodId')}</DataList.ItemLabel>
                        <DataList.ItemValue>
                          <Code>{method.methodId}</Code>
                        </DataList.ItemValue>
                      </DataList.Item>
                      <DataList.Item>
                        <DataList.ItemLabel minW="40">{t('shippingTest.instanceId')}</DataList.ItemLabel>
                        <DataList.ItemValue>{method.instanceId}</DataList.ItemValue>
                      </DataList.Item>
                      {method.description && (
                        <DataList.Item>
                          <DataList.ItemLabel minW="40">{t('shippingTest.description')}</DataList.ItemLabel>
                          <DataList.ItemValue>{method.description}</DataList.ItemValue>
                        </DataList.Item>
                      )}
                      <DataList.Item>
                        <DataList.ItemLabel minW="40">{t('shippingTest.cost')}</DataList.ItemLabel>
                        <DataList.ItemValue>{method.free ? t('shippingTest.free') : costText(method.cost)}</DataList.ItemValue>
                      </DataList.Item>
                      {method.minimumOrderAmount && (
                        <DataList.Item>
                          <DataList.ItemLabel minW="40">{t('shippingTest.minimum')}</DataList.ItemLabel>
                          <DataList.ItemValue>{costText(method.minimumOrderAmount)}</DataList.ItemValue>
                        </DataList.Item>
                      )}
                      {method.settingsCost && (
                        <DataList.Item>
                          <DataList.ItemLabel minW="40">{t('shippingTest.settingsCost')}</DataList.ItemLabel>
                          <DataList.ItemValue>{method.settingsCost}</DataList.ItemValue>
                        </DataList.Item>
                      )}
                    </DataList.Root>
                    <details>
                      <summary>{t('shippingTest.raw')}</summary>
                      <Box as="pre" bg="gray.50" p="3" mt="2" fontSize="xs" overflowX="auto" data-testid="shipping-test-method-raw">
                        {prettyRaw(method.raw)}
                      </Box>
                    </details>
                  </Card.Body>
                </Card.Root>
              ))
            )}
          </Stack>
        ) : null}
      </Box>
    </Stack>
  );
}
