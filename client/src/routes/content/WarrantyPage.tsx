import { lazyRegion } from '@/ui/LazyRegion';

// Only read (the page's texts, its links): kept as the server's HTML until needed, its code and long
// texts loaded then (issue 22); drawn at once when reached within the shop.
const WarrantyContent = lazyRegion('warranty', () => import('@/content/pages/WarrantyContent').then((module) => module.WarrantyContent));

/** /garantie: the warranty (content/pages/WarrantyContent.tsx). */
export default function WarrantyPage() {
  return <WarrantyContent />;
}
