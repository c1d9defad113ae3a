import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

type Tone = 'secondary' | 'info' | 'success' | 'destructive';

/** The store's statuses the shop names, with their style (spec section 4); any other is shown raw. */
const STATUSES = {
  pending: { key: 'pending', tone: 'secondary' },
  processing: { key: 'processing', tone: 'info' },
  'on-hold': { key: 'onHold', tone: 'secondary' },
  completed: { key: 'completed', tone: 'success' },
  cancelled: { key: 'cancelled', tone: 'destructive' },
  refunded: { key: 'refunded', tone: 'destructive' },
  failed: { key: 'failed', tone: 'destructive' },
} as const satisfies Record<string, { key: string; tone: Tone }>;

const PALETTE: Record<Tone, string> = { secondary: 'gray', info: 'blue', success: 'green', destructive: 'red' };

/** An order's status as a badge: the shop's label in the current language, or the store's own status. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = Object.hasOwn(STATUSES, status) ? STATUSES[status as keyof typeof STATUSES] : null;
  return (
    <Badge
      colorPalette={known ? PALETTE[known.tone] : 'gray'}
      variant={known?.tone === 'destructive' ? 'solid' : 'subtle'}
      size="lg"
      data-testid="order-status"
      data-status={status}
    >
      {known ? t(`order.statuses.${known.key}`) : status}
    </Badge>
  );
}
