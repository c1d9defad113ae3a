/**
 * Cart rules (spec section 4), pure so they can be tested: adding merges on product and variation,
 * a quantity of 0 or less removes the line, old saved lines are migrated.
 */
export interface CartLineAttribute {
  key: string;
  name: string;
  value: string;
  label: string;
}

export interface CartLine {
  /** Product id and variation id: one line per purchasable item. */
  key: string;
  productId: string;
  variationId: string | null;
  slug: string;
  name: string;
  image: string | null;
  sku: string;
  attributes: CartLineAttribute[];
  quantity: number;
  /** The unit price shown when the line was added, and its currency: repricing starts from them. */
  originalPrice: number;
  originalCurrency: string;
}

export type NewCartLine = Omit<CartLine, 'key'>;

export function lineKey(productId: string, variationId: string | null): string {
  return `${productId}:${variationId ?? ''}`;
}

export function addLine(lines: readonly CartLine[], line: NewCartLine): CartLine[] {
  const key = lineKey(line.productId, line.variationId);
  const quantity = Math.max(1, Math.floor(line.quantity));
  const existing = lines.find((candidate) => candidate.key === key);
  if (existing)
    return lines.map((candidate) => (candidate.key === key ? { ...candidate, quantity: candidate.quantity + quantity } : candidate));
  return [...lines, { ...line, key, quantity }];
}

export function setLineQuantity(lines: readonly CartLine[], key: string, quantity: number): CartLine[] {
  if (quantity <= 0) return lines.filter((line) => line.key !== key);
  return lines.map((line) => (line.key === key ? { ...line, quantity: Math.floor(quantity) } : line));
}

export function removeLine(lines: readonly CartLine[], key: string): CartLine[] {
  return lines.filter((line) => line.key !== key);
}

export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null);

/**
 * Reads lines saved by this or an older version of the shop. Lines saved without an original price
 * or currency get their saved price and EUR (spec section 3); unreadable lines are dropped.
 */
export function migrateLines(raw: unknown): CartLine[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const lines: CartLine[] = [];
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) continue;
    const entry = item as Record<string, unknown>;
    const productId = str(entry.productId ?? entry.id);
    const variationId = str(entry.variationId);
    const price = Number(entry.originalPrice ?? entry.price);
    const quantity = Math.floor(Number(entry.quantity));
    if (!productId || !Number.isFinite(price) || !(quantity >= 1)) continue;
    const attributes = Array.isArray(entry.attributes)
      ? entry.attributes.flatMap((attribute: unknown) => {
          const a = attribute as Record<string, unknown>;
          const value = str(a?.value) ?? str(a?.option);
          const name = str(a?.name);
          return value && name ? [{ key: str(a.key) ?? name.toLowerCase(), name, value, label: str(a.label) ?? value }] : [];
        })
      : [];
    lines.push({
      key: lineKey(productId, variationId),
      productId,
      variationId,
      slug: str(entry.slug) ?? '',
      name: str(entry.name) ?? '',
      image: str(entry.image),
      sku: str(entry.sku) ?? '',
      attributes,
      quantity,
      originalPrice: price,
      originalCurrency: str(entry.originalCurrency) ?? 'EUR',
    });
  }
  return lines;
}
