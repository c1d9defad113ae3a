import { Accordion, Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The product's description (the store's HTML, sanitized by the server). */
  description: string;
  specifications: readonly { key: string; value: string }[];
  /** The shown product or variation is made to order: its delivery note. */
  preOrder: boolean;
  minDays: number;
  maxDays: number;
  currency: string;
}

/**
 * The product page's details: the description (open) with its specifications, the pre-order note and
 * the secure payment note, each in an accordion panel. Read more than touched, so hydrated when needed
 * (routes/ProductPage.tsx, ui/LazyRegion.tsx).
 */
export function ProductDetails({ description, specifications, preOrder, minDays, maxDays, currency }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Accordion.Root collapsible multiple defaultValue={['description']}>
      <Accordion.Item value="description">
        <Accordion.ItemTrigger>
          <Text flex="1">{t('product.description')}</Text>
          <Accordion.ItemIndicator />
        </Accordion.ItemTrigger>
        <Accordion.ItemContent>
          <Accordion.ItemBody>
            <Box
              color="gray.700"
              css={{ '& p': { mb: '3' } }}
              data-testid="product-description"
              dangerouslySetInnerHTML={{ __html: description }}
            />
            {specifications.length > 0 && (
              <Box
                as="dl"
                mt="4"
                display="grid"
                gridTemplateColumns="auto 1fr"
                columnGap="6"
                rowGap="1"
                fontSize="sm"
                aria-label={t('product.specifications')}
              >
                {specifications.map((spec) => (
                  <Box key={spec.key} display="contents">
                    <Text as="dt" color="gray.600">
                      {i18n.exists(`product.specs.${spec.key}`) ? t(`product.specs.${spec.key}` as 'product.specs.origin') : spec.key}
                    </Text>
                    <Text as="dd">{spec.value}</Text>
                  </Box>
                ))}
              </Box>
            )}
          </Accordion.ItemBody>
        </Accordion.ItemContent>
      </Accordion.Item>
      {preOrder && (
        <Accordion.Item value="preorder" data-testid="preorder-section">
          <Accordion.ItemTrigger>
            <Text flex="1">{t('product.preOrderSection')}</Text>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody>{t('product.preOrderText', { min: minDays, max: maxDays })}</Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      )}
      <Accordion.Item value="payment">
        <Accordion.ItemTrigger>
          <Text flex="1">{t('product.securePayment')}</Text>
          <Accordion.ItemIndicator />
        </Accordion.ItemTrigger>
        <Accordion.ItemContent>
          <Accordion.ItemBody>{t('product.securePaymentText', { currency })}</Accordion.ItemBody>
        </Accordion.ItemContent>
      </Accordion.Item>
    </Accordion.Root>
  );
}
