import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh">
      <Header />
      <Box as="main" id="main" flex="1">
        {children}
      </Box>
      <Footer />
    </Flex>
  );
}
