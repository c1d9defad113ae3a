import { useTranslation } from 'react-i18next';
import { ContentSections, type ContentSection } from '../ContentSections';
import { ContentLayout } from '../ContentLayout';

/** /garantie: the 2-year warranty against manufacturing defects, what it covers and how to claim. */
export function WarrantyContent() {
  const { t } = useTranslation();
  const sections = t('pages.warranty.sections', { returnObjects: true }) as ContentSection[];
  return (
    <ContentLayout title={t('pages.warranty.title')} intro={t('pages.warranty.intro')}>
      <ContentSections sections={sections} idPrefix="warranty-section" />
    </ContentLayout>
  );
}
