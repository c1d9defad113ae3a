/**
 * A checkout priced for a destination: each line's amount and VAT, the shipping methods and the chosen
 * one, the VAT lines and the total, in the display currency. The same function gives what the shopper
 * is shown and what the order is created with (the net amounts the store taxes), so the two agree to
 * the cent. Pure.
 */
import type { PricedLine } from './cart';
import { money, roundMoney, type DisplayCurrency } from './money';
import { isMethodAvailable, type ShippingMethodOption } from './shippingMethods';
import { applicableRates, shippingRates, sumTaxes, taxAmount, type RateTax, type TaxLocation, type TaxRate, type TaxSettings } from './tax';

export type CheckoutLineProblem = 'NOT_FOUND' | 'OUT_OF_STOCK' | 'NOT_ENOUGH_STOCK' | 'NOT_PURCHASABLE';

export interface QuoteLine {
  key: string;
  productId: number;
  variationId: number | null;
  name: string | null;
  sku: string | null;
  quantity: number;
  /** Unit price in the display currency, VAT included as shown. */
  unitPrice: number | null;
  /** Net (excluding VAT) amount sent to the store, in the display currency. */
  net: number | null;
  tax: number | null;
  taxes: RateTax[];
  /** net + tax. */
  total: number | null;
  availableQuantity: number | null;
  problem: CheckoutLineProblem | null;
}

export interface QuotedShippingMethod extends ShippingMethodOption {
  /** Cost in the display currency, as entered (with VAT when prices include it). */
  displayCost: number;
  /** Free shipping: its minimum in the display currency. */
  displayMinAmount: number | null;
}

export interface QuoteTaxLine {
  rate: TaxRate;
  amount: number;
}

export interface CheckoutQuote {
  currency: DisplayCurrency;
  lines: QuoteLine[];
  methods: QuotedShippingMethod[];
  chosen: QuotedShippingMethod | null;
  shipping: { net: number; tax: number; taxes: RateTax[]; total: number };
  itemsTotal: number;
  taxTotal: number;
  taxLines: QuoteTaxLine[];
  total: number;
  allAvailable: boolean;
  /** A destination the shop ships to with a chosen method, and every line available. */
  ready: boolean;
}

export interface QuoteInput {
  lines: readonly PricedLine[];
  currency: DisplayCurrency;
  settings: TaxSettings;
  /** Every tax rate of the store. */
  rates: readonly TaxRate[];
  /** Where the order ships (and is taxed); null before the shopper says. */
  destination: TaxLocation | null;
  /** Enabled methods of the destination's zone, in the store's order. */
  methods: readonly ShippingMethodOption[];
  chosenMethodId: string | null;
  /** Units others hold (stock reservations) per `stockKey`, subtracted from the store's stock. */
  heldByOthers?: ReadonlyMap<string, number>;
}

/** The key of a sellable item's stock: a variation's own id, else the product's. */
export function stockKey(line: Pick<PricedLine, 'productId' | 'variationId'>): string {
  return line.variationId === null ? `p${line.productId}` : `v${line.variationId}`;
}

function availableQuantity(line: PricedLine, held: number): number | null {
  if (line.stockLimit === null) return null;
  return Math.max(0, line.stockLimit - held);
}

function lineProblem(line: PricedLine, available: number | null): CheckoutLineProblem | null {
  if (!line.found) return 'NOT_FOUND';
  if (line.availability === 'OUT_OF_STOCK' || available === 0) return 'OUT_OF_STOCK';
  if (available !== null && available < line.quantity) return 'NOT_ENOUGH_STOCK';
  return line.purchasable ? null : 'NOT_PURCHASABLE';
}

export function computeQuote(input: QuoteInput): CheckoutQuote {
  const { currency, settings } = input;
  const availability = input.lines.map((line) => {
    const available = availableQuantity(line, input.heldByOthers?.get(stockKey(line)) ?? 0);
    return { available, problem: lineProblem(line, available) };
  });

  const sellable = input.lines.filter((_line, index) => availability[index]?.problem === null);
  const itemsBaseAmount = roundMoney(sellable.reduce((sum, line) => sum + (line.unitPrice ?? 0) * line.quantity, 0));
  const methods = input.destination
    ? input.methods
        .filter((method) => isMethodAvailable(method, itemsBaseAmount))
        .map((method) => ({
          ...method,
          displayCost: money(method.cost, currency).amount,
          displayMinAmount: method.minAmount === null ? null : money(method.minAmount, currency).amount,
        }))
    : [];
  const chosen = methods.find((method) => method.id === input.chosenMethodId) ?? null;

  // Taxed where the goods go; a pickup at the shop is taxed at the shop, as WooCommerce does.
  const base: TaxLocation = { country: settings.baseCountry };
  const location: TaxLocation = !input.destination || chosen?.kind === 'LOCAL_PICKUP' ? base : input.destination;
  const itemRates = settings.enabled ? applicableRates(input.rates, location) : [];

  const lines = input.lines.map((line, index): QuoteLine => {
    const { available, problem } = availability[index] ?? { available: null, problem: null };
    const quoted = {
      key: line.key,
      productId: line.productId,
      variationId: line.variationId,
      name: line.name,
      sku: line.sku,
      quantity: line.quantity,
      availableQuantity: available,
      problem,
    };
    if (line.unitPrice === null || problem !== null) {
      const unitPrice = line.unitPrice === null ? null : money(line.unitPrice, currency).amount;
      return { ...quoted, unitPrice, net: null, tax: null, taxes: [], total: null };
    }
    const unitPrice = money(line.unitPrice, currency).amount;
    const taxed = taxAmount(roundMoney(unitPrice * line.quantity), itemRates, settings.pricesIncludeTax);
    return { ...quoted, unitPrice, net: taxed.net, tax: taxed.tax, taxes: taxed.taxes, total: taxed.gross };
  });
  const shippingTaxRates = chosen?.taxable ? shippingRates(itemRates) : [];
  const shippingTaxed = chosen ? taxAmount(chosen.displayCost, shippingTaxRates, settings.pricesIncludeTax) : null;
  const shipping = shippingTaxed
    ? { net: shippingTaxed.net, tax: shippingTaxed.tax, taxes: shippingTaxed.taxes, total: shippingTaxed.gross }
    : { net: 0, tax: 0, taxes: [], total: 0 };

  const itemsTotal = roundMoney(lines.reduce((sum, line) => sum + (line.total ?? 0), 0));
  const allTaxes = [...lines.flatMap((line) => line.taxes), ...shipping.taxes];
  const taxLines = itemRates
    .map((rate) => ({ rate, amount: sumTaxes(allTaxes.filter((tax) => tax.rateId === rate.id)) }))
    .filter((line) => line.amount !== 0);
  const allAvailable = lines.every((line) => line.problem === null);
  return {
    currency,
    lines,
    methods,
    chosen,
    shipping,
    itemsTotal,
    taxTotal: sumTaxes(allTaxes),
    taxLines,
    total: roundMoney(itemsTotal + shipping.total),
    allAvailable,
    ready: allAvailable && lines.length > 0 && input.destination !== null && chosen !== null,
  };
}
