import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title as "<page> · <shop>". */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? `${title} · ${t('common.shopName')}` : t('common.shopName');
  }, [title, t]);
}
