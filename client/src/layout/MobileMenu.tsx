import { Box, CloseButton, Drawer, Link, Portal, Stack } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { AuthView } from '@/account/components/AuthModal';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileAccountLinks } from './MobileAccountLinks';
import { NAV_LINKS } from './navLinks';

/**
 * The menu of screens below 1280 px: the sections, the account links and the language. Its own chunk,
 * loaded when the menu button is first pressed (Header.tsx); the focus goes back to that button on close.
 */
export default function MobileMenu({
  open,
  onOpenChange,
  trigger,
  onOpenAuth,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
  onOpenAuth: (view: AuthView) => void;
}) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={(event) => onOpenChange(event.open)} placement="start" finalFocusEl={() => trigger.current}>
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
                  <Link asChild key={link.to} fontSize="lg" onClick={close}>
                    <RouterLink to={link.to}>{t(link.label)}</RouterLink>
                  </Link>
                ))}
              </Stack>
              <Box mt="8">
                <MobileAccountLinks onNavigate={close} onOpenAuth={onOpenAuth} />
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
  );
}
