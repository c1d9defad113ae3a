/**
 * WC_Abstract_Order::calculate_totals for an order created or changed through the API: every line
 * and shipping line taxed at the order's tax location (shipping address, else billing, else the
 * shop's; the shop's for local pickup) with WC_Tax::find_rates, each line's taxes summed per rate after
 * rounding to cents (woocommerce_tax_round_at_subtotal is off), one tax line per rate, and the totals.
 * Shipping is taxed with the class of the items (woocommerce_shipping_tax_class = inherit) by the rates
 * whose shipping flag is set. Taxes round half down when prices are entered with tax
 * (WC_TAX_ROUNDING_MODE), totals half up.
 */
import type { Db } from '../db/open';
import { taxClasses } from '../db/taxRates';
import { phpRound } from '../numbers';
import type { StoreSettings, TaxLocation } from '../settings/storeSettings';
import { LOCAL_PICKUP_METHODS } from '../shipping/methodTypes';
import { calcExclusiveTax, type Taxes } from '../tax/calcTax';
import { findRates, type MatchedRate } from '../tax/findRates';
import type { Address, Order, TaxLine } from './order';
import { loadOrderProduct } from './orderProduct';

const locationOf = (address: Address): TaxLocation => ({
  country: address.country,
  state: address.state,
  postcode: address.postcode,
  city: address.city,
});

/** WC_Abstract_Order::get_tax_location. */
function taxLocation(order: Order, settings: StoreSettings): TaxLocation {
  let basedOn = settings.taxBasedOn;
  if (order.shippingLines.some((line) => LOCAL_PICKUP_METHODS.includes(line.methodId))) basedOn = 'base';
  if (basedOn === 'shipping' && order.shipping.country === '') basedOn = 'billing';
  const location = locationOf(basedOn === 'billing' ? order.billing : order.shipping);
  return basedOn === 'base' || location.country === '' ? settings.base : location;
}

/** WC_Tax::get_rate_code: COUNTRY-STATE-NAME-PRIORITY, empty parts left out, upper-cased as PHP does (ASCII only). */
function rateCode(rate: { country: string; state: string; name: string; priority: number }): string {
  return [rate.country, rate.state, rate.name || 'TAX', String(rate.priority)]
    .filter((part) => part !== '')
    .join('-')
    .replace(/[a-z]/g, (letter) => letter.toUpperCase());
}

const sum = (values: Iterable<number>): number => [...values].reduce((total, value) => total + value, 0);

export function calculateTotals(db: Db, order: Order, settings: StoreSettings): void {
  const roundCents = (value: number) => phpRound(value, 2, settings.pricesIncludeTax ? 'half-down' : 'half-up');
  const roundTax = (value: number) => (settings.roundTaxAtSubtotal ? value : roundCents(value));
  const location = taxLocation(order, settings);
  const ratesByClass = new Map<string, MatchedRate[]>();
  const ratesFor = (taxClass: string) => {
    const cached = ratesByClass.get(taxClass);
    if (cached) return cached;
    const rates = findRates(db, location, taxClass);
    ratesByClass.set(taxClass, rates);
    return rates;
  };

  for (const item of order.lineItems) {
    const product = loadOrderProduct(db, item.variationId || item.productId);
    const taxable = (product?.taxStatus ?? 'taxable') === 'taxable';
    const rates = taxable ? ratesFor(item.taxClass) : [];
    const total: Taxes = calcExclusiveTax(item.total, rates);
    let subtotal: Taxes = calcExclusiveTax(item.subtotal, rates);
    // Subtotal taxes cannot be less than the total's.
    if (sum(subtotal.values()) < sum(total.values())) subtotal = total;
    item.taxes = { total, subtotal };
    item.totalTax = sum([...total.values()].map(roundTax));
    item.subtotalTax = sum([...subtotal.values()].map(roundTax));
  }

  // "inherit": the first of standard, then the store's classes, that one of the items has; no item, no class.
  const itemClasses = new Set(order.lineItems.map((item) => item.taxClass));
  const shippingClass =
    settings.shippingTaxClass === 'inherit'
      ? ['', ...taxClasses(db).map((taxClass) => taxClass.slug)].find((slug) => itemClasses.has(slug))
      : settings.shippingTaxClass;
  for (const line of order.shippingLines) {
    const rates =
      shippingClass === undefined || line.taxStatus !== 'taxable' ? [] : ratesFor(shippingClass).filter((rate) => rate.shipping);
    line.taxes = calcExclusiveTax(line.total, rates);
    line.totalTax = sum([...line.taxes.values()].map(roundTax));
  }

  // update_taxes: per rate, the rounded line taxes and the rounded shipping taxes.
  const cartTaxes = new Map<number, number>();
  for (const item of order.lineItems) for (const [id, tax] of item.taxes.total) cartTaxes.set(id, (cartTaxes.get(id) ?? 0) + roundTax(tax));
  const shippingTaxes = new Map<number, number>();
  for (const line of order.shippingLines)
    for (const [id, tax] of line.taxes) shippingTaxes.set(id, (shippingTaxes.get(id) ?? 0) + roundTax(tax));
  const kept: TaxLine[] = [];
  for (const line of order.taxLines) {
    const stillUsed = (cartTaxes.has(line.rateId) || shippingTaxes.has(line.rateId)) && !kept.some((other) => other.rateId === line.rateId);
    if (stillUsed) kept.push(line);
    else if (line.id !== undefined) order.removedItemIds.push(line.id);
  }
  for (const rateId of new Set([...cartTaxes.keys(), ...shippingTaxes.keys()])) {
    if (!kept.some((line) => line.rateId === rateId))
      kept.push({ rateId, rateCode: '', label: '', compound: false, taxTotal: 0, shippingTaxTotal: 0, ratePercent: 0, meta: [] });
  }
  const rateRows = new Map(
    (
      db.prepare('SELECT id, country, state, name, priority, rate, compound FROM tax_rates').all() as {
        id: number;
        country: string;
        state: string;
        name: string;
        priority: number;
        rate: string;
        compound: number;
      }[]
    ).map((row) => [row.id, row]),
  );
  for (const line of kept) {
    const rate = rateRows.get(line.rateId);
    line.taxTotal = cartTaxes.get(line.rateId) ?? 0;
    line.shippingTaxTotal = shippingTaxes.get(line.rateId) ?? 0;
    if (rate) {
      line.rateCode = rateCode(rate);
      // WC()->countries->tax_or_vat() for a rate without a name: the shop is in the EU.
      line.label = rate.name || 'VAT';
      line.compound = rate.compound === 1;
      line.ratePercent = Number(rate.rate);
    }
  }
  order.taxLines = kept;

  order.shippingTotal = sum(order.shippingLines.map((line) => line.total));
  order.cartTax = sum(cartTaxes.values());
  order.shippingTax = sum(shippingTaxes.values());
  order.totalTax = order.cartTax + order.shippingTax;
  const cartSubtotal = sum(order.lineItems.map((item) => item.subtotal));
  const cartTotal = sum(order.lineItems.map((item) => item.total));
  order.discountTotal = phpRound(cartSubtotal - cartTotal, 2);
  order.discountTax = roundCents(sum(order.lineItems.map((item) => item.subtotalTax)) - sum(order.lineItems.map((item) => item.totalTax)));
  order.total = phpRound(cartTotal + order.shippingTotal + order.cartTax + order.shippingTax, 2);
}
