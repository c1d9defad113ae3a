import '@/internal/texts/index';
import { Badge, Box, Button, Card, Heading, Image, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayCurrency } from '@/apollo/currency';
import { useLanguage } from '@/apollo/language';
import { LanguageSwitch } from '@/layout/LanguageSwitch';
import { Price } from '@/catalog/components/Price';
import { StickyPurchaseBar } from '@/catalog/components/StickyPurchaseBar';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { graphql } from '@generated/gql';
import type { PreorderTestQuery } from '@generated/graphql';

const PreorderQuery = graphql(`
  query PreorderTest($language: Language, $currency: CurrencyCode) {
    products(pageSize: 100, language: $language, currency: $currency) {
      nodes {
        id
        slug
        name
        availability
        stockStatus
        shortDescription
        deliveryEstimate {
          minDays
          maxDays
        }
        categories {
          slug
        }
        price {
          amount
          currencyCode
        }
        images {
          url
          alt
        }
      }
    }
  }
`);

type Sample = PreorderTestQuery['products']['nodes'][number];
const inPreOrderCategory = (product: Sample) => product.categories.some((category) => category.slug === 'pre-order');

/** The spec's three cases, picked from the live catalog. */
const CASES = [
  { label: 'testPages.preorderCase1', test: (p: Sample) => inPreOrderCategory(p) && p.stockStatus === 'instock' },
  { label: 'testPages.preorderCase2', test: (p: Sample) => !inPreOrderCategory(p) && p.availability === 'IN_STOCK' },
  { label: 'testPages.preorderCase3', test: (p: Sample) => !inPreOrderCategory(p) && p.stockStatus === 'onbackorder' },
] as const;

function Detail({ product, onSelect }: { product: Sample; onSelect: () => void }) {
  const { t } = useTranslation();
  const preOrder = product.availability === 'PRE_ORDER';
  return (
    <Stack gap="3">
      {product.images[0] && (
        <Image src={product.images[0].url} alt={product.images[0].alt} width={320} height={320} bg="brand.ivory" objectFit="contain" />
      )}
      <Heading as="h3" size="md">
        {product.name}
      </Heading>
      <Price price={product.price} />
      <Tabs.Root defaultValue="details" size="sm">
        <Tabs.List>
          <Tabs.Trigger value="details">{t('testPages.details')}</Tabs.Trigger>
          <Tabs.Trigger value="preorder" hidden={!preOrder} data-testid="preorder-tab">
            {t('testPages.preorderTab')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="details">
          <Box fontSize="sm" color="gray.700" dangerouslySetInnerHTML={{ __html: product.shortDescription }} />
        </Tabs.Content>
        <Tabs.Content value="preorder">
          <Text fontSize="sm">{t('testPages.preorderTabText')}</Text>
        </Tabs.Content>
      </Tabs.Root>
      <Button onClick={onSelect} data-testid="preorder-button">
        {preOrder ? t('testPages.preorderButton') : t('testPages.addButton')}
      </Button>
    </Stack>
  );
}

/** Internal page: how availability and the Pre Order category decide the buttons and the tab. */
export default function PreorderTestPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useQuery(PreorderQuery, { variables: { language, currency: useDisplayCurrency() } });
  const [selected, setSelected] = useState<Sample | null>(null);
  useDocumentTitle(t('testPages.preorderTitle'));
  const products = data?.products.nodes ?? [];
  return (
    <Stack maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py="10" gap="6">
      <Heading as="h1" fontFamily="heading" fontWeight="normal" size="3xl">
        {t('testPages.preorderTitle')}
      </Heading>
      <LanguageSwitch />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" aria-busy={!data}>
        {CASES.map((sample) => {
          const product = products.find(sample.test);
          return (
            <Card.Root key={sample.label} data-testid="preorder-case">
              <Card.Header>
                <Badge alignSelf="flex-start">{t(sample.label)}</Badge>
              </Card.Header>
              <Card.Body>
                {product ? (
                  <Detail product={product} onSelect={() => setSelected(product)} />
                ) : (
                  <Text>{data ? t('testPages.noProduct') : t('common.loading')}</Text>
                )}
              </Card.Body>
            </Card.Root>
          );
        })}
      </SimpleGrid>
      {selected && (
        <StickyPurchaseBar
          show
          name={selected.name}
          image={selected.images[0]}
          price={<Price price={selected.price} size="sm" />}
          action={<Button>{selected.availability === 'PRE_ORDER' ? t('testPages.preorderButton') : t('testPages.addButton')}</Button>}
        />
      )}
    </Stack>
  );
}
