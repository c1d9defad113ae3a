import { Box, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FiTrash2 } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { cartActions, type CartLineView } from '@/cart/useCart';
import { QuantityStepper } from '@/components/catalog/QuantityStepper';
import { useValueLabel } from '@/components/catalog/useValueLabel';
import type { ReactNode } from 'react';
import { useLinePrice } from './useLinePrice';

/** One cart line: image, name, attributes, SKU, unit price, stepper (never below 1), remove. */
export function CartLineRow({
  line,
  compact = false,
  status,
  onNavigate,
}: {
  line: CartLineView;
  compact?: boolean;
  status?: ReactNode;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const price = useLinePrice();
  return (
    <HStack align="flex-start" gap="4" py="4" borderBottomWidth="1px" borderColor="gray.100" data-testid="cart-line">
      {line.image && (
        <Image
          src={line.image}
          alt=""
          width={compact ? 72 : 96}
          height={compact ? 72 : 96}
          boxSize={compact ? '18' : '24'}
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
            {attribute.name} : {label(attribute)}
          </Text>
        ))}
        {!compact && line.sku && (
          <Text fontSize="xs" color="gray.500">
            {t('cart.sku', { sku: line.sku })}
          </Text>
        )}
        <Text fontSize="sm" fontWeight="medium" data-testid="cart-line-price">
          {price(line).text}
        </Text>
        {status}
        <HStack justify="space-between" mt="1">
          <QuantityStepper
            value={line.quantity}
            onChange={(quantity) => cartActions.setQuantity(line.key, quantity)}
            labels={{ decrease: t('cart.decrease', { name: line.name }), increase: t('cart.increase', { name: line.name }) }}
          />
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t('cart.remove', { name: line.name })}
            onClick={() => cartActions.remove(line.key)}
            data-testid="cart-line-remove"
          >
            <FiTrash2 />
          </IconButton>
        </HStack>
      </Stack>
      {!compact && (
        <Box textAlign="right" minW="24">
          <Text fontWeight="medium" data-testid="cart-line-total">
            {price(line, line.quantity).text}
          </Text>
        </Box>
      )}
    </HStack>
  );
}
