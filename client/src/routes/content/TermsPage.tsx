import { useTranslation } from 'react-i18next';
import { ContentSections, type ContentSection } from '../../content/ContentSections';
import { ContentLayout } from '../../content/ContentLayout';

/** /conditions: the terms and conditions of sale, with a table of contents. */
export default function TermsPage() {
  const { t } = useTranslation();
  const sections = t('pages.terms.sections', { returnObjects: true }) as ContentSection[];
  return (
    <ContentLayout title={t('pages.terms.title')} lastUpdated={t('pages.terms.lastUpdated')} intro={t('pages.terms.intro')}>
      <ContentSections sections={sections} idPrefix="terms-section" toc />
    </ContentLayout>
  );
}
