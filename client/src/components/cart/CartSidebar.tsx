import { Button, CloseButton, Drawer, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { roundMoney, formatMoney } from '@common/money';
import { cartActions, useCart } from '@/cart/useCart';
import { CartLineRow } from './CartLineRow';
import { useLinePrice } from './useLinePrice';

/** The slide-in cart (full width on small screens), opened by the cart button and by every add. */
export function CartSidebar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useCart();
  const price = useLinePrice();
  const totals = cart.lines.map((line) => price(line, line.quantity));
  const total = { amount: roundMoney(totals.reduce((sum, line) => sum + line.amount, 0)), currencyCode: totals[0]?.currencyCode ?? 'EUR' };
  return (
    <Drawer.Root
      open={cart.isOpen}
      onOpenChange={(event) => (event.open ? cartActions.open() : cartActions.close())}
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
              {cart.lines.length === 0 ? (
                <Stack align="center" justify="center" h="full" gap="2" textAlign="center" data-testid="cart-empty">
                  <Text fontSize="lg">{t('cart.empty')}</Text>
                  <Text color="gray.600">{t('cart.emptyText')}</Text>
                </Stack>
              ) : (
                cart.lines.map((line) => <CartLineRow key={line.key} line={line} compact onNavigate={cartActions.close} />)
              )}
            </Drawer.Body>
            {cart.lines.length > 0 && (
              <Drawer.Footer flexDirection="column" alignItems="stretch" gap="4" borderTopWidth="1px">
                <Flex justify="space-between" fontSize="lg">
                  <Text>{t('cart.total')}</Text>
                  <Text fontWeight="semibold" data-testid="cart-total">
                    {formatMoney(total)}
                  </Text>
                </Flex>
                <Button
                  size="lg"
                  onClick={() => {
                    cartActions.close();
                    navigate('/checkout');
                  }}
                >
                  {t('cart.checkout')}
                </Button>
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
