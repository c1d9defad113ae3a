import '@/checkout/texts/index';
import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MoneyFieldsFragment } from '@generated/graphql';
import { useMoneyFormatter } from '@/currency/useCurrencies';

/** One line of a placed order, as the order fragment (and the account's, with its tax) selects it. */
export interface OrderLinesTableLine {
  id: string;
  name: string;
  sku?: string | null;
  quantity: number;
  unitPrice: MoneyFieldsFragment;
  total: MoneyFieldsFragment;
  tax?: MoneyFieldsFragment;
}

/**
 * The items of a placed order (the confirmation page and the account's order details): product and
 * SKU, quantity, unit price, the VAT of the line when given, total. A phone has room for three columns:
 * the unit price and the VAT go under the product's name.
 */
export function OrderLinesTable({
  lines,
  labelledBy,
  testId,
}: {
  lines: readonly OrderLinesTableLine[];
  /** The id of the section's heading, which names the scrollable table. */
  labelledBy: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const format = useMoneyFormatter();
  const withTax = lines.some((line) => line.tax);
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="gray.200" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <Table.Root size="sm" data-testid={testId}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('order.product')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('order.quantity')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" hideBelow="sm">
              {t('order.unitPrice')}
            </Table.ColumnHeader>
            {withTax && (
              <Table.ColumnHeader textAlign="end" hideBelow="sm">
                {t('order.lineTax')}
              </Table.ColumnHeader>
            )}
            <Table.ColumnHeader textAlign="end">{t('order.lineTotal')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => (
            <Table.Row key={line.id} data-testid="order-line">
              <Table.Cell>
                <Text fontWeight="medium">{line.name}</Text>
                {line.sku && (
                  <Text fontSize="xs" color="gray.600">
                    {t('cart.sku', { sku: line.sku })}
                  </Text>
                )}
                <Text fontSize="xs" color="gray.600" hideFrom="sm">
                  {t('order.unitPriceEach', { price: format(line.unitPrice) })}
                  {line.tax && ` · ${t('order.lineTaxOf', { tax: format(line.tax) })}`}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end" data-testid="order-line-quantity">
                {line.quantity}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" hideBelow="sm">
                {format(line.unitPrice)}
              </Table.Cell>
              {withTax && (
                <Table.Cell textAlign="end" whiteSpace="nowrap" hideBelow="sm">
                  {line.tax ? format(line.tax) : ''}
                </Table.Cell>
              )}
              <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="order-line-total">
                {format(line.total)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
