import { Box, Flex, SkipNavLink } from '@chakra-ui/react';
import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAccountSync } from '@/account/useAccount';
import { useCart } from '@/cart/useCart';
import { useCurrencyBootstrap } from '@/currency/useCurrencies';
import { useAccountFrameSize } from '@/fit/useAccountFrameSize';
import { useOpenedOnce } from '@/lib/useOpenedOnce';
import { usePageScroll } from '@/lib/usePageScroll';
import { Footer } from './Footer';
import { Header } from './Header';

const MAIN_ID = 'main';

// The checkout's own header comes with the checkout (its server-drawn HTML stays while it loads).
const CheckoutHeader = lazy(() => import('./CheckoutHeader').then((module) => ({ default: module.CheckoutHeader })));
// The cart drawer loads when the cart first opens (the cart button, an add to cart), not with every page.
const CartSidebar = lazy(() => import('@/cart/components/CartSidebar').then((module) => ({ default: module.CartSidebar })));

/** Moves the focus to the main content without a `#main` entry in the history (the router owns the URL). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

export function Layout({ children }: { children: ReactNode }) {
  useCurrencyBootstrap();
  // Sign-ins and sign-outs of the other tabs show here too.
  useAccountSync();
  // The fit finder's size follows a signed-in customer from device to device.
  useAccountFrameSize();
  // A new page opens at its top, its heading focused; Back returns where the page was left.
  usePageScroll();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const cartUsed = useOpenedOnce(useCart().isOpen);
  // The checkout has its own frame: the brand and a way back to the cart, the footer's last row only.
  const checkout = pathname === '/checkout';
  return (
    <Flex direction="column" minH="100vh">
      {/* The first stop of Tab: hidden until it has the focus, above the sticky header. */}
      <SkipNavLink id={MAIN_ID} zIndex="skipNav" onClick={skipToMain}>
        {t('common.skipToContent')}
      </SkipNavLink>
      {checkout ? (
        <Suspense fallback={null}>
          <CheckoutHeader />
        </Suspense>
      ) : (
        <Header />
      )}
      <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" _focusVisible={{ outline: 'none' }}>
        {children}
      </Box>
      <Footer minimal={pathname === '/landing' || checkout} />
      {cartUsed && (
        <Suspense fallback={null}>
          <CartSidebar />
        </Suspense>
      )}
    </Flex>
  );
}
