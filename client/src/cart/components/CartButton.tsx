import { Box, Float, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FiShoppingBag } from 'react-icons/fi';
import { useCart } from '@/cart/useCart';

/** Header cart button with the number of items; opens the sidebar. */
export function CartButton() {
  const { t } = useTranslation();
  const { itemCount, open } = useCart();
  return (
    <Box position="relative">
      <IconButton
        variant="ghost"
        aria-label={t('cart.open', { count: itemCount })}
        onClick={open}
        data-testid="cart-button"
        data-replay="cart"
      >
        <FiShoppingBag />
      </IconButton>
      {itemCount > 0 && (
        <Float placement="top-end" offset="2">
          <Box
            as="span"
            bg="brand.ink"
            color="white"
            fontSize="2xs"
            rounded="full"
            minW="4"
            h="4"
            px="1"
            display="flex"
            alignItems="center"
            justifyContent="center"
            data-testid="cart-count"
          >
            {itemCount}
          </Box>
        </Float>
      )}
    </Box>
  );
}
