import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useDisplayCurrency } from '@/apollo/currency';
import { useShopperDestination } from '@/apollo/destination';
import { useLanguage } from '@/apollo/language';
import { graphql } from '@generated/gql';
import { ProductCard } from './ProductCard';

const SimilarQuery = graphql(`
  query SimilarProducts($productId: ID!, $language: Language, $currency: CurrencyCode, $destination: DestinationInput) {
    similarProducts(productId: $productId, first: 4, language: $language, currency: $currency, destination: $destination) {
      id
      ...ProductCard_product
    }
  }
`);

export function SimilarProducts({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const variables = { productId, language, currency: useDisplayCurrency(), destination: useShopperDestination() };
  const { data, error } = useQuery(SimilarQuery, { variables });
  return (
    <Box as="section" aria-labelledby="similar-title" mt="20">
      <Heading as="h2" id="similar-title" fontFamily="heading" fontWeight="normal" size="3xl" mb="6">
        {t('product.similar')}
      </Heading>
      {error && !data ? (
        <Text color="red.600">{t('product.similarError')}</Text>
      ) : data && data.similarProducts.length === 0 ? (
        <Text color="gray.600">{t('product.similarEmpty')}</Text>
      ) : (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="6" data-testid="similar-products">
          {data?.similarProducts.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}
