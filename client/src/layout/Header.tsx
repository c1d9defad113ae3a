import { Box, Flex, HStack, IconButton, Link } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiMenu, FiSearch } from 'react-icons/fi';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import type { AuthView } from '@/account/components/AuthModal';
import { CartButton } from '@/cart/components/CartButton';
import { useOpenedOnce } from '@/lib/useOpenedOnce';
import { AccountMenu } from './AccountMenu';
import { HeaderSearch } from './HeaderSearch';
import { LanguageSwitch } from './LanguageSwitch';
import { NAV_LINKS } from './navLinks';

// The modal's forms (formik, the rules) load when it first opens, not with every page.
const AuthModal = lazy(() => import('@/account/components/AuthModal').then((module) => ({ default: module.AuthModal })));
// The small screens' menu (a drawer) loads when it is first opened.
const MobileMenu = lazy(() => import('./MobileMenu'));

function Logo() {
  const { t } = useTranslation();
  return (
    <Link
      asChild
      fontFamily="heading"
      fontSize={{ base: 'xl', md: '2xl' }}
      letterSpacing="wider"
      fontWeight="semibold"
      whiteSpace="nowrap"
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
  const menuUsed = useOpenedOnce(menuOpen);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Below xl the search is a button that opens its field under the header's row.
  const [searchOpen, setSearchOpen] = useState(false);
  const searchButton = useRef<HTMLButtonElement>(null);
  const closeSearch = () => {
    setSearchOpen(false);
    searchButton.current?.focus();
  };
  const [authView, setAuthView] = useState<AuthView | null>(null);
  const authUsed = useOpenedOnce(authView !== null);
  const openAuth = (view: AuthView) => {
    setMenuOpen(false);
    setAuthView(view);
  };
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="white" borderBottomWidth="1px" borderColor="gray.200">
      {/* Nothing here may overflow the row (tests/e2e/headerLayout.spec.ts): the sections show from xl,
          where the search field gives way to a long customer name; below, the menu button lists them. */}
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} h="16" align="center" justify="space-between" gap="4">
        <HStack gap="2" flexShrink={0}>
          <IconButton
            ref={menuButton}
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            variant="ghost"
            display={{ base: 'inline-flex', xl: 'none' }}
            onClick={() => setMenuOpen(true)}
            data-replay="menu"
          >
            <FiMenu />
          </IconButton>
          {menuUsed && (
            <Suspense fallback={null}>
              <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} trigger={menuButton} onOpenAuth={openAuth} />
            </Suspense>
          )}
          <Logo />
        </HStack>
        <HStack as="nav" aria-label={t('nav.mainNavigation')} gap="4" flexShrink={0} display={{ base: 'none', xl: 'flex' }}>
          {NAV_LINKS.map((link) => (
            <Link
              asChild
              key={link.to}
              fontSize="sm"
              textTransform="uppercase"
              letterSpacing="wider"
              css={{ '&[aria-current=page]': { textDecoration: 'underline', textUnderlineOffset: '6px' } }}
            >
              <NavLink to={link.to}>{t(link.label)}</NavLink>
            </Link>
          ))}
        </HStack>
        <HStack gap="2" minW="0">
          <Box display={{ base: 'none', xl: 'block' }} flex="0 1 13rem" minW="32">
            <HeaderSearch />
          </Box>
          <IconButton
            ref={searchButton}
            aria-label={t(searchOpen ? 'search.close' : 'search.open')}
            aria-expanded={searchOpen}
            aria-controls={searchOpen ? 'header-search-bar' : undefined}
            variant="ghost"
            display={{ base: 'inline-flex', xl: 'none' }}
            onClick={() => (searchOpen ? closeSearch() : setSearchOpen(true))}
            data-testid="header-search-button"
          >
            <FiSearch />
          </IconButton>
          <Box display={{ base: 'none', sm: 'block' }}>
            <LanguageSwitch />
          </Box>
          <CartButton />
          <Box display={{ base: 'none', lg: 'block' }} minW="0">
            <AccountMenu onSignIn={() => openAuth('login')} />
          </Box>
        </HStack>
      </Flex>
      {searchOpen && (
        <Box
          id="header-search-bar"
          display={{ base: 'block', xl: 'none' }}
          maxW="7xl"
          mx="auto"
          px={{ base: '4', md: '8' }}
          pb="3"
          onKeyDown={(event) => {
            // Escape in an empty field closes the bar (in a field with text, it clears it first).
            if (event.key === 'Escape' && (event.target as HTMLInputElement).value === '') closeSearch();
          }}
        >
          <HeaderSearch autoFocus onDone={() => setSearchOpen(false)} />
        </Box>
      )}
      {authUsed && (
        <Suspense fallback={null}>
          <AuthModal view={authView} onViewChange={setAuthView} onClose={() => setAuthView(null)} />
        </Suspense>
      )}
    </Box>
  );
}
