import { useTranslation } from 'react-i18next';
import { ContentSections, type ContentSection } from '../ContentSections';
import { ContentLayout } from '../ContentLayout';

/** /conditions: the terms and conditions of sale, with a table of contents. */
export function TermsContent() {
  const { t } = useTranslation();
  const sections = t('pages.terms.sections', { returnObjects: true }) as ContentSection[];
  return (
    <ContentLayout title={t('pages.terms.title')} lastUpdated={t('pages.terms.lastUpdated')} intro={t('pages.terms.intro')}>
      <ContentSections sections={sections} idPrefix="terms-section" toc />
    </ContentLayout>
  );
}
