import { lazyRegion } from '@/ui/LazyRegion';

// Only read (the page's texts, its links): kept as the server's HTML until needed, its code and long
// texts loaded then (issue 22); drawn at once when reached within the shop.
const PrivacyContent = lazyRegion('privacy', () => import('@/content/pages/PrivacyContent').then((module) => module.PrivacyContent));

/** /politique: the privacy policy (content/pages/PrivacyContent.tsx). */
export default function PrivacyPage() {
  return <PrivacyContent />;
}
