import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { CartSidebar } from '@/components/cart/CartSidebar';
import { useCurrencyBootstrap } from '@/cart/useCurrencies';
import { Footer } from './Footer';
import { Header } from './Header';

export function Layout({ children }: { children: ReactNode }) {
  useCurrencyBootstrap();
  const { pathname } = useLocation();
  return (
    <Flex direction="column" minH="100vh">
      <Header />
      <Box as="main" id="main" flex="1">
        {children}
      </Box>
      <Footer minimal={pathname === '/landing'} />
      <CartSidebar />
    </Flex>
  );
}
