import '@/internal/texts/index';
import { Box, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayCurrency } from '@/apollo/currency';
import { useLanguage } from '@/apollo/language';
import { purchaseInput, useAddToCart } from '@/cart/useAddToCart';
import { AttributePicker } from '@/catalog/components/AttributePicker';
import { Price } from '@/catalog/components/Price';
import { PurchaseButton } from '@/catalog/components/PurchaseButton';
import { StickyPurchaseBar } from '@/catalog/components/StickyPurchaseBar';
import { useValueLabel } from '@/catalog/useValueLabel';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { graphql } from '@generated/gql';

/** The spec's test colours. */
const COLOURS = ['kaki', 'noir', 'pink', 'ocean'];

const VariationImagesQuery = graphql(`
  query VariationImagesTest($language: Language, $currency: CurrencyCode) {
    products(filter: { colors: ["kaki", "noir", "pink", "ocean"] }, pageSize: 100, language: $language, currency: $currency) {
      nodes {
        id
        slug
        name
        sku
        availability
        price {
          ...MoneyFields
        }
        colors {
          value
        }
        images {
          url
        }
        variations {
          ...PurchaseVariation
        }
      }
    }
  }
`);

/** Internal page: each colour variation's own image, or the fallback text when it has none. */
export default function VariationImagesTestPage() {
  const { t } = useTranslation();
  const label = useValueLabel();
  const language = useLanguage();
  const { data } = useQuery(VariationImagesQuery, { variables: { language, currency: useDisplayCurrency() } });
  const [colour, setColour] = useState(COLOURS[0]!);
  const addToCart = useAddToCart();
  useDocumentTitle(t('testPages.variationTitle'));
  // The catalog product that offers every test colour.
  const product = data?.products.nodes.find((node) => COLOURS.every((value) => node.colors.some((color) => color.value === value)));
  const variationOf = (value: string) =>
    product?.variations.find((variation) =>
      variation.attributes.some((attribute) => attribute.key === 'color' && attribute.value === value),
    );
  const variation = variationOf(colour);
  const options = COLOURS.map((value) => ({
    value,
    label: variationOf(value)?.attributes.find((attribute) => attribute.key === 'color')?.label ?? value,
  }));
  const colourName = label(options.find((option) => option.value === colour) ?? { value: colour, label: colour });
  const add = () => product && addToCart(purchaseInput(product, variation, { requiresVariation: true, quantity: 1 }));

  return (
    <Stack maxW="4xl" mx="auto" px={{ base: '4', md: '8' }} py="10" gap="6" pb="32" aria-busy={!data}>
      <Heading as="h1" fontFamily="heading" fontWeight="normal" size="3xl">
        {t('testPages.variationTitle')}
      </Heading>
      {product && (
        <Text fontFamily="heading" fontSize="xl">
          {product.name}
        </Text>
      )}
      <AttributePicker attribute={{ key: 'color', name: t('testPages.colour'), options }} selected={colour} onSelect={setColour} />
      <Box bg="brand.ivory" minH="80" display="flex" alignItems="center" justifyContent="center" data-testid="variation-image-box">
        {variation?.image ? (
          <img src={variation.image.url} alt={variation.image.alt} width={480} height={480} data-testid="variation-image" />
        ) : (
          <Text color="gray.600" data-testid="variation-no-image">
            {t('testPages.noImage', { color: colourName })}
          </Text>
        )}
      </Box>
      {product && (
        <StickyPurchaseBar
          show
          name={product.name}
          image={variation?.image}
          price={<Price price={variation?.price} size="sm" />}
          action={
            <HStack gap="3">
              <NativeSelect.Root size="sm" width="auto">
                <NativeSelect.Field
                  aria-label={t('testPages.chooseVariation')}
                  value={colour}
                  onChange={(event) => setColour(event.target.value)}
                  data-testid="variation-select"
                >
                  {options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {label(option)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <PurchaseButton availability={variation?.availability ?? 'OUT_OF_STOCK'} onClick={add} size="md" />
            </HStack>
          }
        />
      )}
    </Stack>
  );
}
