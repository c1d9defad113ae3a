import { lazyRegion } from '@/ui/LazyRegion';

// Only read (the page's texts, its links): kept as the server's HTML until needed, its code and long
// texts loaded then (issue 22); drawn at once when reached within the shop.
const TermsContent = lazyRegion('terms', () => import('@/content/pages/TermsContent').then((module) => module.TermsContent));

/** /conditions: the terms and conditions of sale (content/pages/TermsContent.tsx). */
export default function TermsPage() {
  return <TermsContent />;
}
