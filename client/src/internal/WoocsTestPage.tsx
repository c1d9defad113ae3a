import '@/internal/texts/index';
import { Alert, Box, Button, Card, Code, Heading, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useLazyQuery, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useDisplayCurrency } from '@/apollo/currency';
import { useLanguage } from '@/apollo/language';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { graphql } from '@generated/gql';

const StatusQuery = graphql(`
  query WoocsStatus {
    currencyPluginStatus {
      currencies {
        code
        symbol
        rate
        name
        description
      }
      error {
        status
        statusText
        message
      }
    }
  }
`);

/** The currencies the plugin serves: the only ones the price test offers. */
const OfferedQuery = graphql(`
  query WoocsOffered {
    currencyPluginStatus {
      currencies {
        code
      }
    }
  }
`);

const PricesQuery = graphql(`
  query WoocsPrices($currency: CurrencyCode!) {
    currencyPluginPrices(currency: $currency) {
      currency
      served
      prices {
        productId
        price
      }
      error {
        status
        statusText
        message
      }
    }
  }
`);

/** The currency tested first when the plugin serves it (else its first non-base one). */
const PREFERRED_CURRENCY = 'USD';

function PluginError({ error }: { error: { status?: number | null; statusText: string; message: string } | null | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  const text = error.status
    ? t('woocs.httpError', { code: error.status, text: error.statusText })
    : error.message || t('woocs.unknownError');
  return (
    <Alert.Root status="error" data-testid="woocs-error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('woocs.errorTitle')}</Alert.Title>
        <Alert.Description>
          <Text>{text}</Text>
          <Text mt="2" fontSize="sm">
            {t('woocs.hints')}
          </Text>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Internal page: what the store's currency plugin answers, seen through the storefront's API. */
export default function WoocsTestPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const displayCurrency = useDisplayCurrency();
  // `?currency=JPY` asks for a currency even when the plugin does not serve it: the page then says so.
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('currency')?.toUpperCase() || null;
  const [chosen, setChosen] = useState<string | null>(null);
  const offeredQuery = useQuery(OfferedQuery);
  const offered = offeredQuery.data?.currencyPluginStatus.currencies.map((entry) => entry.code) ?? [];
  const currency =
    chosen ?? asked ?? (offered.includes(PREFERRED_CURRENCY) ? PREFERRED_CURRENCY : (offered[1] ?? offered[0] ?? PREFERRED_CURRENCY));
  const [loadStatus, status] = useLazyQuery(StatusQuery, { fetchPolicy: 'network-only' });
  const [loadPrices, prices] = useLazyQuery(PricesQuery, { fetchPolicy: 'network-only' });
  useDocumentTitle(t('woocs.title'));
  useEffect(() => {
    if (asked && /^[A-Z]{3}$/.test(asked)) void loadPrices({ variables: { currency: asked } });
  }, [asked, loadPrices]);
  const pricesData = prices.data?.currencyPluginPrices;
  const statusError = status.error
    ? { status: null, statusText: '', message: status.error.message }
    : status.data?.currencyPluginStatus.error;
  const pricesError = prices.error
    ? { status: null, statusText: '', message: prices.error.message }
    : prices.data?.currencyPluginPrices.error;

  return (
    <Stack maxW="5xl" mx="auto" px={{ base: '4', md: '8' }} py="10" gap="8">
      <Heading as="h1" fontFamily="heading" fontWeight="normal" size="3xl">
        {t('woocs.title')}
      </Heading>

      <Card.Root>
        <Card.Header>
          <Card.Title>{t('woocs.currenciesTitle')}</Card.Title>
        </Card.Header>
        <Card.Body gap="4">
          <Box>
            <Button onClick={() => void loadStatus()} loading={status.loading} data-testid="woocs-test-currencies">
              {t('woocs.testCurrencies')}
            </Button>
          </Box>
          <PluginError error={statusError} />
          {statusError && status.data && <Text fontSize="sm">{t('woocs.fallback')}</Text>}
          {status.data && (
            <Table.Root size="sm" data-testid="woocs-currencies">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('woocs.code')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('woocs.symbol')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('woocs.rate')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('woocs.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('woocs.description')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {status.data.currencyPluginStatus.currencies.map((entry) => (
                  <Table.Row key={entry.code}>
                    <Table.Cell>{entry.code}</Table.Cell>
                    <Table.Cell>{entry.symbol}</Table.Cell>
                    <Table.Cell>{entry.rate}</Table.Cell>
                    <Table.Cell>{entry.name}</Table.Cell>
                    <Table.Cell>{entry.description}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Header>
          <Card.Title>{t('woocs.pricesTitle')}</Card.Title>
        </Card.Header>
        <Card.Body gap="4">
          <HStack gap="3">
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field
                aria-label={t('woocs.currency')}
                value={offered.includes(currency) ? currency : ''}
                onChange={(event) => setChosen(event.target.value)}
                data-testid="woocs-currency-select"
              >
                {!offered.includes(currency) && <option value="" disabled hidden />}
                {offered.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button
              onClick={() => void loadPrices({ variables: { currency } })}
              loading={prices.loading}
              disabled={!offered.includes(currency)}
              data-testid="woocs-test-prices"
            >
              {t('woocs.testPrices')}
            </Button>
          </HStack>
          <PluginError error={pricesError} />
          {pricesData && !pricesData.served && (
            <Alert.Root status="warning" data-testid="woocs-not-served">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('woocs.notServedTitle')}</Alert.Title>
                <Alert.Description>
                  {t('woocs.notServed', { code: pricesData.currency, served: offered.join(', ') || '—' })}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {pricesData?.served && !pricesError && (
            <Table.Root size="sm" data-testid="woocs-prices">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('woocs.productId')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('woocs.price')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {pricesData.prices.map((entry) => (
                  <Table.Row key={entry.productId}>
                    <Table.Cell>{entry.productId}</Table.Cell>
                    <Table.Cell>
                      {entry.price === null || entry.price === undefined ? '—' : `${pricesData.currency} ${entry.price.toFixed(2)}`}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Header>
          <Card.Title>{t('woocs.envTitle')}</Card.Title>
        </Card.Header>
        <Card.Body>
          <Stack gap="1" fontSize="sm">
            <Text>
              {t('woocs.envEndpoint')} : <Code>/graphql</Code>
            </Text>
            <Text>
              {t('woocs.currency')} : <Code>{displayCurrency}</Code> · {language}
            </Text>
            <Text color="gray.600">{t('woocs.envNote')}</Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
