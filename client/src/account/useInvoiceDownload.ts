/** The invoice download of the account area, with its toasts (spec section 8, Invoice). */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/apollo/language';
import { toaster } from '@/ui/toaster';
import { downloadInvoice } from './downloadInvoice';

/** `download(orderId)` saves the order's invoice; `downloading` is the order whose invoice is on its way. */
export function useInvoiceDownload(): { download: (orderId: string) => Promise<void>; downloading: string | null } {
  const { t } = useTranslation();
  const language = useLanguage();
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = useCallback(
    async (orderId: string) => {
      setDownloading(orderId);
      const result = await downloadInvoice(orderId, language === 'EN' ? 'en' : 'fr');
      setDownloading(null);
      if (result.ok) toaster.create({ title: t('account.invoice.success'), type: 'success' });
      else if (result.status !== null)
        toaster.create({
          title: t('account.invoice.httpError'),
          description: t('account.invoice.httpErrorText', { status: result.status, text: result.statusText }).trim(),
          type: 'error',
        });
      else toaster.create({ title: t('account.invoice.error'), description: t('account.invoice.errorText'), type: 'error' });
    },
    [language, t],
  );
  return { download, downloading };
}
