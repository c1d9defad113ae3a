/** The owner's back-in-stock report (`npm run alerts`): who waits for what, per product, the most awaited first. */
import type { AlertCount } from '../storage/backInStockRecords';

/** Per product: its total waits, then one line per variation (plain text, one line each). */
export function formatAlertCounts(counts: readonly AlertCount[]): string {
  if (counts.length === 0) return 'No back-in-stock alert waiting.\n';
  const products = new Map<number, { name: string; confirmed: number; pending: number; lines: AlertCount[] }>();
  for (const count of counts) {
    // A variation's name is its product's followed by " – " and its options.
    const product = products.get(count.productId) ?? { name: count.productName.split(' – ')[0]!, confirmed: 0, pending: 0, lines: [] };
    product.confirmed += count.confirmed;
    product.pending += count.pending;
    product.lines.push(count);
    products.set(count.productId, product);
  }
  const ranked = [...products.entries()].sort(([idA, a], [idB, b]) => b.confirmed - a.confirmed || b.pending - a.pending || idA - idB);
  const lines = ['Back-in-stock alerts waiting (confirmed; not yet confirmed), the most awaited first:'];
  for (const [productId, product] of ranked) {
    lines.push(`${product.confirmed} waiting; ${product.pending} unconfirmed  #${productId} ${product.name}`);
    for (const line of product.lines) {
      if (line.variationId !== 0)
        lines.push(`    ${line.confirmed} waiting; ${line.pending} unconfirmed  variation #${line.variationId} ${line.productName}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
