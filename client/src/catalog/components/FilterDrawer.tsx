import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The listing's current result count, once known. */
  resultCount: number | undefined;
  /** The sort menu and the filter panel: every change applies at once, behind the drawer. */
  children: ReactNode;
}

/** Small screens: the filters and the sort in a sheet from the bottom, closed until the bar opens it. */
export function FilterDrawer({ open, onOpenChange, resultCount, children }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer.Root open={open} onOpenChange={(event) => onOpenChange(event.open)} placement="bottom">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxH="85dvh" roundedTop="l3" data-testid="filter-drawer">
            <Drawer.Header>
              <Drawer.Title fontFamily="heading" fontSize="2xl" fontWeight="normal">
                {t('listing.filterAndSort')}
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.Footer borderTopWidth="1px">
              <Button width="full" onClick={() => onOpenChange(false)} data-testid="show-results">
                {resultCount === undefined ? t('listing.showResultsPending') : t('listing.showResults', { count: resultCount })}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label={t('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
