/**
 * VAT as an invoice states it: each line's rate, read from the order's own taxes (the line's tax per
 * rate id and the order's rates with their percent, as WooCommerce records them), and the totals per
 * rate (before tax, the VAT, with it), which French invoices must show apart.
 */
import { roundMoney } from '#common/money';
import type { OrderLineTax, OrderTaxRate } from './order';

/** What a line (an item or shipping) carries that its rate is read from. */
export interface TaxedAmount {
  /** Before tax. */
  net: number;
  tax: number;
  taxes?: readonly OrderLineTax[];
}

/** One rate's part of the invoice. */
export interface VatPart {
  /** Percent: 20, 5.5, 0. */
  rate: number;
  net: number;
  tax: number;
  gross: number;
}

/** The French rates a derived rate is brought to when it lands within half a point (rounding of small amounts). */
const KNOWN_RATES = [20, 10, 5.5, 2.1, 0];

/**
 * The line's VAT rate in percent: the sum of the percents of the rates that taxed it (one, for French
 * VAT). When the store did not say (no taxes per rate, or a rate without its percent), the rate is
 * derived from the amounts, brought to a known French rate when within half a point of one.
 */
export function vatRateOf(line: TaxedAmount, rates: readonly OrderTaxRate[] = []): number {
  const applied = (line.taxes ?? []).filter((tax) => tax.amount !== 0);
  const percents = applied.map((tax) => rates.find((rate) => rate.rateId === tax.rateId)?.percent ?? null);
  if (applied.length > 0 && percents.every((percent) => percent !== null)) {
    return Math.round(percents.reduce<number>((sum, percent) => sum + percent!, 0) * 1000) / 1000;
  }
  if (line.tax === 0 || line.net === 0) return 0;
  const derived = (line.tax / line.net) * 100;
  const near = KNOWN_RATES.find((rate) => Math.abs(rate - derived) <= 0.5);
  return near ?? Math.round(derived * 10) / 10;
}

/**
 * The amounts per rate, highest rate first; lines with neither amount nor tax (free shipping) add
 * nothing. The parts add up to the lines' totals.
 */
export function vatBreakdown(lines: readonly TaxedAmount[], rates: readonly OrderTaxRate[] = []): VatPart[] {
  const parts = new Map<number, VatPart>();
  for (const line of lines) {
    if (line.net === 0 && line.tax === 0) continue;
    const rate = vatRateOf(line, rates);
    const part = parts.get(rate) ?? { rate, net: 0, tax: 0, gross: 0 };
    part.net = roundMoney(part.net + line.net);
    part.tax = roundMoney(part.tax + line.tax);
    part.gross = roundMoney(part.net + part.tax);
    parts.set(rate, part);
  }
  return [...parts.values()].sort((a, b) => b.rate - a.rate);
}
