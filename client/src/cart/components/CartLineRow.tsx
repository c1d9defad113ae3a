import { Box, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FiTrash2 } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import type { CartLineNotice } from '@/cart/cartPricing';
import { useCartActions, type PricedCartLine } from '@/cart/useCart';
import { useMoneyFormatter } from '@/currency/useCurrencies';
import { QuantityStepper } from '@/catalog/components/QuantityStepper';
import { useAttributeName, useKeptValueLabel } from '@/catalog/useValueLabel';

/** What the store says now about a line, when it differs from what the shopper saw. */
function LineNotice({ lineKey, notice }: { lineKey: string; notice: CartLineNotice }) {
  const { t } = useTranslation();
  const formatMoney = useMoneyFormatter();
  const message =
    notice.kind === 'notEnoughStock'
      ? t('cart.notEnoughStock', { count: notice.count })
      : notice.kind === 'priceChanged'
        ? t('cart.priceChanged', { price: formatMoney(notice.price) })
        : t(`cart.${notice.kind}`);
  return (
    <Text fontSize="sm" color={notice.problem ? 'red.600' : 'orange.600'} data-testid={`cart-line-status-${lineKey}`}>
      {message}
    </Text>
  );
}

/**
 * One cart line: image, name, attributes, SKU, unit price, what the store says of it, stepper
 * (never below 1), remove. Prices are the server's (the snapshot while its answer loads). `compact`
 * (sidebar, checkout summary) leaves out the SKU and, unless `showLineTotal`, the line's total.
 */
export function CartLineRow({
  item,
  compact = false,
  showLineTotal = !compact,
  onNavigate,
}: {
  item: PricedCartLine;
  compact?: boolean;
  showLineTotal?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const label = useKeptValueLabel();
  const attributeName = useAttributeName();
  const cart = useCartActions();
  const { line } = item;
  return (
    <HStack align="flex-start" gap="4" py="4" borderBottomWidth="1px" borderColor="gray.100" data-testid="cart-line">
      {line.image && (
        <Image
          src={line.image}
          alt=""
          htmlWidth={compact ? 72 : 96}
          htmlHeight={compact ? 72 : 96}
          loading="lazy"
          // A fixed thumbnail: the text column keeps the rest of the row (px, not a theme size token).
          boxSize={compact ? '72px' : '96px'}
          objectFit="contain"
          bg="brand.ivory"
          flexShrink={0}
        />
      )}
      <Stack gap="1" flex="1" minW="0">
        <RouterLink to={`/products/${line.slug}`} onClick={onNavigate}>
          <Text fontFamily="heading" fontSize="lg" lineHeight="short" data-testid="cart-line-name">
            {line.name}
          </Text>
        </RouterLink>
        {line.attributes.map((attribute) => (
          <Text key={attribute.key} fontSize="sm" color="gray.600">
            {t('cart.attribute', { name: attributeName(attribute), value: label(attribute) })}
          </Text>
        ))}
        {!compact && line.sku && (
          <Text fontSize="xs" color="gray.500">
            {t('cart.sku', { sku: line.sku })}
          </Text>
        )}
        {item.unitPriceText && (
          <Text fontSize="sm" fontWeight="medium" data-testid="cart-line-price">
            {item.unitPriceText}
          </Text>
        )}
        {item.notice && <LineNotice lineKey={line.key} notice={item.notice} />}
        <HStack justify="space-between" mt="1">
          <QuantityStepper
            value={line.quantity}
            onChange={(quantity) => cart.setQuantity(line.key, quantity)}
            labels={{ decrease: t('cart.decrease', { name: line.name }), increase: t('cart.increase', { name: line.name }) }}
          />
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t('cart.remove', { name: line.name })}
            onClick={() => cart.remove(line.key)}
            data-testid="cart-line-remove"
          >
            <FiTrash2 />
          </IconButton>
        </HStack>
      </Stack>
      {showLineTotal && (
        <Box textAlign="right" minW={compact ? '20' : '24'}>
          <Text fontWeight="medium" data-testid="cart-line-total">
            {item.lineTotalText}
          </Text>
        </Box>
      )}
    </HStack>
  );
}
