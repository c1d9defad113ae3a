import { lazyRegion } from '@/ui/LazyRegion';

// Only read (the page's texts, its links): kept as the server's HTML until needed, its code and long
// texts loaded then (issue 22); drawn at once when reached within the shop.
const DeliveryReturnsContent = lazyRegion('delivery-returns', () =>
  import('@/content/pages/DeliveryReturnsContent').then((module) => module.DeliveryReturnsContent),
);

/** /livraison-retours: delivery and returns (content/pages/DeliveryReturnsContent.tsx). */
export default function DeliveryReturnsPage() {
  return <DeliveryReturnsContent />;
}
