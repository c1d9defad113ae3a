import { useTranslation } from 'react-i18next';
import { ContentSections, type ContentSection } from '../ContentSections';
import { ContentLayout } from '../ContentLayout';

/** /politique: the privacy policy (GDPR), with a table of contents. */
export function PrivacyContent() {
  const { t } = useTranslation();
  const sections = t('pages.privacy.sections', { returnObjects: true }) as ContentSection[];
  return (
    <ContentLayout title={t('pages.privacy.title')} lastUpdated={t('pages.privacy.lastUpdated')} intro={t('pages.privacy.intro')}>
      <ContentSections sections={sections} idPrefix="privacy-section" toc />
    </ContentLayout>
  );
}
