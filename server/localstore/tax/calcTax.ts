/**
 * WC_Tax::calc_tax: the tax of each matched rate on an amount, keyed by rate id in the rates' order and
 * rounded to WooCommerce's 6-place precision (never to cents: orders round their line totals later).
 * Compound rates apply to the amount plus the regular taxes.
 */
import { phpRound } from '../numbers';
import type { MatchedRate } from './findRates';

export type Taxes = Map<number, number>;

/** wc_get_rounding_precision(): price decimals + 2, at least WC_ROUNDING_PRECISION (6). */
const PRECISION = 6;

const rounded = (taxes: Taxes): Taxes => new Map([...taxes].map(([id, tax]) => [id, phpRound(tax, PRECISION)]));

/** Taxes to add to an amount that excludes them. */
export function calcExclusiveTax(price: number, rates: readonly MatchedRate[]): Taxes {
  const taxes: Taxes = new Map();
  for (const rate of rates) if (!rate.compound) taxes.set(rate.id, (taxes.get(rate.id) ?? 0) + price * (rate.rate / 100));
  for (const rate of rates) {
    if (!rate.compound) continue;
    const preCompound = [...taxes.values()].reduce((sum, tax) => sum + tax, 0);
    taxes.set(rate.id, (taxes.get(rate.id) ?? 0) + (price + preCompound) * (rate.rate / 100));
  }
  return rounded(taxes);
}

/** Taxes contained in an amount that includes them (compound rates peeled off first, last one first). */
export function calcInclusiveTax(price: number, rates: readonly MatchedRate[]): Taxes {
  const taxes: Taxes = new Map(rates.map((rate) => [rate.id, 0]));
  let nonCompoundPrice = price;
  for (const rate of rates.filter((candidate) => candidate.compound).reverse()) {
    const tax = nonCompoundPrice - nonCompoundPrice / (1 + rate.rate / 100);
    taxes.set(rate.id, (taxes.get(rate.id) ?? 0) + tax);
    nonCompoundPrice -= tax;
  }
  const regular = rates.filter((rate) => !rate.compound);
  const regularMultiplier = 1 + regular.reduce((sum, rate) => sum + rate.rate, 0) / 100;
  for (const rate of regular) {
    const theRate = rate.rate / 100 / regularMultiplier;
    const netPrice = price - theRate * nonCompoundPrice;
    taxes.set(rate.id, (taxes.get(rate.id) ?? 0) + (price - netPrice));
  }
  return rounded(taxes);
}

export const sumTaxes = (taxes: Taxes): number => [...taxes.values()].reduce((sum, tax) => sum + tax, 0);
