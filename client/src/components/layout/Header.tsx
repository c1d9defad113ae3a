import { Box, CloseButton, Drawer, Flex, HStack, IconButton, Link, Portal, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiMenu } from 'react-icons/fi';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import type { AuthView } from '@/components/account/AuthModal';
import { CartButton } from '@/components/cart/CartButton';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileAccountLinks } from './MobileAccountLinks';
import { NAV_LINKS } from './navLinks';

// The modal's forms (formik, the rules) load when it first opens, not with every page.
const AuthModal = lazy(() => import('@/components/account/AuthModal').then((module) => ({ default: module.AuthModal })));

function Logo() {
  const { t } = useTranslation();
  return (
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
  );
}

export function Header() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [authView, setAuthView] = useState<AuthView | null>(null);
  // Mounted from its first opening on, so it can animate its closing.
  const [authUsed, setAuthUsed] = useState(false);
  const openAuth = (view: AuthView) => {
    setMenuOpen(false);
    setAuthView(view);
    setAuthUsed(true);
  };
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="white" borderBottomWidth="1px" borderColor="gray.200">
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} h="16" align="center" justify="space-between" gap="6">
        <HStack gap="2">
          <Drawer.Root open={menuOpen} onOpenChange={(event) => setMenuOpen(event.open)} placement="start">
            <Drawer.Trigger asChild>
              <IconButton aria-label={t('nav.openMenu')} variant="ghost" display={{ base: 'inline-flex', lg: 'none' }}>
                <FiMenu />
              </IconButton>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content>
                  <Drawer.Header>
                    <Drawer.Title fontFamily="heading">{t('common.shopName')}</Drawer.Title>
                  </Drawer.Header>
                  <Drawer.Body>
                    <Stack as="nav" aria-label={t('nav.mainNavigation')} gap="4">
                      {NAV_LINKS.map((link) => (
                        <Link asChild key={link.to} fontSize="lg" onClick={() => setMenuOpen(false)}>
                          <RouterLink to={link.to}>{t(link.label)}</RouterLink>
                        </Link>
                      ))}
                    </Stack>
                    <Box mt="8">
                      <MobileAccountLinks onNavigate={() => setMenuOpen(false)} onOpenAuth={openAuth} />
                    </Box>
                  </Drawer.Body>
                  <Drawer.Footer justifyContent="flex-start">
                    <LanguageSwitch />
                  </Drawer.Footer>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton aria-label={t('nav.closeMenu')} />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
          <Logo />
        </HStack>
        <HStack as="nav" aria-label={t('nav.mainNavigation')} gap="6" display={{ base: 'none', lg: 'flex' }}>
          {NAV_LINKS.map((link) => (
            <Link
              asChild
              key={link.to}
              fontSize="sm"
              textTransform="uppercase"
              letterSpacing="widest"
              css={{ '&[aria-current=page]': { textDecoration: 'underline', textUnderlineOffset: '6px' } }}
            >
              <NavLink to={link.to}>{t(link.label)}</NavLink>
            </Link>
          ))}
        </HStack>
        <HStack gap="2">
          <Box display={{ base: 'none', sm: 'block' }}>
            <LanguageSwitch />
          </Box>
          <CartButton />
          <Box display={{ base: 'none', lg: 'block' }}>
            <AccountMenu onSignIn={() => openAuth('login')} />
          </Box>
        </HStack>
      </Flex>
      {authUsed && (
        <Suspense fallback={null}>
          <AuthModal view={authView} onViewChange={setAuthView} onClose={() => setAuthView(null)} />
        </Suspense>
      )}
    </Box>
  );
}
