import { Box, Heading, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ContentBlocks, ContentSections, type ContentBlock, type ContentSection } from '../ContentSections';
import { ContentLayout } from '../ContentLayout';

interface ShippingRate {
  method: string;
  destination: string;
  delay: string;
  price: string;
}

/** /livraison-retours: delivery options and prices, then the returns, refund and withdrawal policy. */
export function DeliveryReturnsContent() {
  const { t } = useTranslation();
  const rates = t('pages.delivery.shipping.rates', { returnObjects: true }) as ShippingRate[];
  const shippingText = t('pages.delivery.shipping.content', { returnObjects: true }) as ContentBlock[];
  const sections = t('pages.delivery.sections', { returnObjects: true }) as ContentSection[];
  return (
    <ContentLayout title={t('pages.delivery.title')} intro={t('pages.delivery.intro')}>
      <Box as="section" aria-labelledby="delivery-shipping" mt="10">
        <Heading as="h2" id="delivery-shipping" fontFamily="heading" fontWeight="normal" size="2xl" mb="4">
          {t('pages.delivery.shipping.title')}
        </Heading>
        {/* Focusable: on a narrow screen the table scrolls sideways, and a keyboard must reach it. */}
        <Table.ScrollArea
          borderWidth="1px"
          borderColor="gray.200"
          rounded="md"
          mb="6"
          tabIndex={0}
          role="region"
          aria-labelledby="delivery-shipping"
        >
          <Table.Root size="md" data-testid="shipping-rates">
            <Table.Caption srOnly>{t('pages.delivery.shipping.caption')}</Table.Caption>
            <Table.Header>
              <Table.Row bg="brand.ivory">
                <Table.ColumnHeader scope="col">{t('pages.delivery.shipping.columns.method')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('pages.delivery.shipping.columns.destination')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('pages.delivery.shipping.columns.delay')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  {t('pages.delivery.shipping.columns.price')}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rates.map((rate) => (
                <Table.Row key={rate.method}>
                  <Table.Cell as="th" scope="row" fontWeight="semibold">
                    {rate.method}
                  </Table.Cell>
                  <Table.Cell>{rate.destination}</Table.Cell>
                  <Table.Cell>{rate.delay}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {rate.price}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <ContentBlocks blocks={shippingText} />
      </Box>
      <ContentSections sections={sections} idPrefix="delivery-section" />
    </ContentLayout>
  );
}
