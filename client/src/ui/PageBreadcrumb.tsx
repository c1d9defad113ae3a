import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** Home > ...links > current page, the breadcrumb of every page that has one. */
export function PageBreadcrumb({ links = [], current }: { links?: { to: string; label: string }[]; current: string }) {
  const { t } = useTranslation();
  return (
    <Breadcrumb.Root mb="6" size="sm">
      <Breadcrumb.List>
        {[{ to: '/', label: t('common.home') }, ...links].map((link) => (
          <Fragment key={link.to}>
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild>
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            <Breadcrumb.Separator />
          </Fragment>
        ))}
        <Breadcrumb.Item>
          <Breadcrumb.CurrentLink>{current}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
