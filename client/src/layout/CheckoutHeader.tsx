import { Box, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FiArrowLeft, FiLock } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The checkout's own header, at every width (as the best shops frame their checkout): the brand (to
 * the home page) and a way back to the cart, with no menu, search or cart drawer to wander off to.
 */
export function CheckoutHeader() {
  const { t } = useTranslation();
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" borderColor="gray.200" data-testid="checkout-header">
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} h="16" align="center" justify="space-between" gap="4">
        <Link asChild fontSize="sm" display="inline-flex" alignItems="center" gap="2" data-testid="checkout-back-to-cart">
          <RouterLink to="/cart">
            <FiArrowLeft aria-hidden />
            {t('checkoutFrame.backToCart')}
          </RouterLink>
        </Link>
        <Link
          asChild
          fontFamily="heading"
          fontSize={{ base: 'xl', md: '2xl' }}
          letterSpacing="wider"
          fontWeight="semibold"
          _hover={{ textDecoration: 'none' }}
        >
          <RouterLink to="/" aria-label={`${t('common.shopName')} – ${t('common.home')}`}>
            {t('common.shopName')}
          </RouterLink>
        </Link>
        <HStack gap="2" fontSize="sm" color="gray.600" minW={{ md: '32' }} justify="flex-end">
          <FiLock aria-hidden />
          <Text display={{ base: 'none', sm: 'inline' }}>{t('checkoutFrame.secure')}</Text>
        </HStack>
      </Flex>
    </Box>
  );
}
