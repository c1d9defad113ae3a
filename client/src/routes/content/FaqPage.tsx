import { lazyRegion } from '@/ui/LazyRegion';

// Only read (the page's texts, its links): kept as the server's HTML until needed, its code and long
// texts loaded then (issue 22); drawn at once when reached within the shop.
const FaqContent = lazyRegion('faq', () => import('@/content/pages/FaqContent').then((module) => module.FaqContent));

/** /faq: the questions and answers (content/pages/FaqContent.tsx). */
export default function FaqPage() {
  return <FaqContent />;
}
