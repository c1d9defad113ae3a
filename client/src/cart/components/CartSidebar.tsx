import { Box, Button, CloseButton, Drawer, Flex, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useCart, type PricedCart } from '@/cart/useCart';
import { usePricedCart } from '@/cart/usePricedCart';
import { CartLineRow } from './CartLineRow';

/**
 * What the cart lacks to ship free, as the server counts it in the display currency ("Plus que 11,00 €
 * pour la livraison offerte"), with a bar of the share reached; "Livraison offerte" once reached.
 */
function FreeShippingProgress({ progress }: { progress: NonNullable<PricedCart['freeShipping']> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="2" data-testid="free-shipping" data-reached={progress.reached}>
      <Text fontSize="sm" color={progress.reached ? 'green.700' : 'gray.700'}>
        {progress.reached ? t('cart.freeShippingReached') : t('cart.freeShippingRemaining', { amount: progress.remainingText })}
      </Text>
      <Box
        role="progressbar"
        aria-label={t('cart.freeShippingProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        h="1"
        bg="gray.200"
        rounded="full"
        overflow="hidden"
      >
        <Box h="full" w={`${progress.percent}%`} bg={progress.reached ? 'green.600' : 'brand.ink'} transition="width 0.3s" />
      </Box>
    </Stack>
  );
}

/**
 * The slide-in cart (full width on small screens), opened by the cart button and by every add.
 * Its prices and total are the server's, as on the cart page (the same query while it is open).
 */
export function CartSidebar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useCart();
  const priced = usePricedCart({ skip: !cart.isOpen });
  return (
    <Drawer.Root
      open={cart.isOpen}
      onOpenChange={(event) => (event.open ? cart.open() : cart.close())}
      placement="end"
      size={{ base: 'full', md: 'md' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="cart-sidebar">
            <Drawer.Header>
              <Drawer.Title fontFamily="heading" fontSize="2xl" fontWeight="normal">
                {t('cart.titleWithCount', { count: cart.itemCount })}
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {priced.lines.length === 0 ? (
                <Stack align="center" justify="center" h="full" gap="2" textAlign="center" data-testid="cart-empty">
                  <Text fontSize="lg">{t('cart.empty')}</Text>
                  <Text color="gray.600">{t('cart.emptyText')}</Text>
                </Stack>
              ) : (
                priced.lines.map((item) => <CartLineRow key={item.line.key} item={item} compact onNavigate={cart.close} />)
              )}
            </Drawer.Body>
            {priced.lines.length > 0 && (
              <Drawer.Footer flexDirection="column" alignItems="stretch" gap="4" borderTopWidth="1px" aria-busy={!priced.priced}>
                {priced.failed && (
                  <Text fontSize="sm" color="orange.600">
                    {t('cart.pricingError')}
                  </Text>
                )}
                {priced.freeShipping && <FreeShippingProgress progress={priced.freeShipping} />}
                <Flex justify="space-between" fontSize="lg">
                  <Text>{t('cart.total')}</Text>
                  <Text fontWeight="semibold" data-testid="cart-total" data-priced={priced.priced}>
                    {priced.totalText ?? t('cart.checking')}
                  </Text>
                </Flex>
                <Button
                  size="lg"
                  onClick={() => {
                    cart.close();
                    navigate('/checkout');
                  }}
                >
                  {t('cart.checkout')}
                </Button>
                <Link asChild alignSelf="center" fontSize="sm" textDecoration="underline" textUnderlineOffset="4px">
                  <RouterLink to="/cart" onClick={cart.close} data-testid="cart-sidebar-view-cart">
                    {t('cart.viewCart')}
                  </RouterLink>
                </Link>
              </Drawer.Footer>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label={t('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
