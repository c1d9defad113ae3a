/**
 * A checkout priced for a destination: each line's amount and VAT, the shipping methods and the chosen
 * one, the VAT lines and the total, in the display currency. The same function gives what the shopper
 * is shown and what the order is created with (the net amounts the store taxes), so the two agree to
 * the cent. Amounts are shown as the store's cart shows them (woocommerce_tax_display_cart: with tax,
 * or before tax with the VAT added on its own line: see priceDisplay.ts). Pure.
 */
import type { PricedLine } from './cart';
import { money, roundMoney, type DisplayCurrency } from './money';
import { displayedAmount, itemTaxRates, shippingTaxRates, taxLocationOf, type TaxRules } from './priceDisplay';
import { isMethodAvailable, suggestedMethod, type ShippingMethodOption } from './shippingMethods';
import { sumTaxes, taxAmount, type RateTax, type TaxLocation, type TaxRate, type TaxSettings } from './tax';

export type CheckoutLineProblem = 'NOT_FOUND' | 'OUT_OF_STOCK' | 'NOT_ENOUGH_STOCK' | 'NOT_PURCHASABLE';

export interface QuoteLine {
  key: string;
  productId: number;
  variationId: number | null;
  name: string | null;
  sku: string | null;
  quantity: number;
  /** Unit price in the display currency, as the store's cart shows it (with or without VAT). */
  unitPrice: number | null;
  /** Net (excluding VAT) amount sent to the store, in the display currency. */
  net: number | null;
  tax: number | null;
  taxes: RateTax[];
  /** net + tax: what the line costs the shopper. */
  gross: number | null;
  /** The line as the store's cart shows it: `gross` with VAT shown included, else `net`. */
  total: number | null;
  availableQuantity: number | null;
  problem: CheckoutLineProblem | null;
}

export interface QuotedShippingMethod extends ShippingMethodOption {
  /** Cost in the display currency, as the store holds it (with VAT when prices are entered with it). */
  enteredCost: number;
  /** Cost in the display currency as the store's cart shows it (with or without VAT). */
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
  /** The method the shop chooses for the shopper (suggestedMethod): the cheapest delivery, free shipping when reached. */
  suggested: QuotedShippingMethod | null;
  /** The method priced: the one asked for when it ships here; else, with `useSuggested`, the suggested one. */
  chosen: QuotedShippingMethod | null;
  /** The chosen method's cost: `total` (net + tax) is charged, `shown` is as the cart shows it. */
  shipping: { net: number; tax: number; taxes: RateTax[]; total: number; shown: number };
  /** Whether amounts are shown with VAT (woocommerce_tax_display_cart "incl", or no taxes and prices entered with them). */
  includesTax: boolean;
  /** The lines as shown (see QuoteLine.total). */
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
  /**
   * Price the suggested method when none is asked for or the one asked for does not ship here (the
   * checkout's quotes); never when placing an order, which charges only the method the shopper confirmed.
   */
  useSuggested?: boolean;
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
  const rules: TaxRules = { settings, rates: input.rates };
  const rounding = settings;
  const mode = settings.enabled ? settings.displayCart : settings.pricesIncludeTax ? 'incl' : 'excl';
  const availability = input.lines.map((line) => {
    const available = availableQuantity(line, input.heldByOthers?.get(stockKey(line)) ?? 0);
    return { available, problem: lineProblem(line, available) };
  });

  const sellable = input.lines.filter((_line, index) => availability[index]?.problem === null);
  // Free shipping's minimum is compared with the items as the cart shows them (WooCommerce's displayed
  // subtotal: with VAT when it shows VAT), in the base currency as the store holds the minimum.
  const destinationLocation = taxLocationOf(settings, input.destination);
  const itemsShownBase = roundMoney(
    sellable.reduce(
      (sum, line) =>
        sum +
        displayedAmount(
          roundMoney((line.unitPrice ?? 0) * line.quantity),
          itemTaxRates(rules, destinationLocation, line.tax),
          settings,
          mode,
        ),
      0,
    ),
  );
  const methods: QuotedShippingMethod[] = input.destination
    ? input.methods
        .filter((method) => isMethodAvailable(method, itemsShownBase))
        .map((method) => {
          const enteredCost = money(method.cost, currency).amount;
          const location = taxLocationOf(settings, input.destination, method.kind === 'LOCAL_PICKUP');
          return {
            ...method,
            enteredCost,
            displayCost: displayedAmount(enteredCost, shippingTaxRates(rules, location, method.taxable), settings, mode),
            displayMinAmount: method.minAmount === null ? null : money(method.minAmount, currency).amount,
          };
        })
    : [];
  const suggested = suggestedMethod(methods);
  const chosen = methods.find((method) => method.id === input.chosenMethodId) ?? (input.useSuggested ? suggested : null);

  // Taxed where the goods go; a pickup at the shop is taxed at the shop, as WooCommerce does.
  const location: TaxLocation = taxLocationOf(settings, input.destination, chosen?.kind === 'LOCAL_PICKUP');
  const usedRates = new Map<number, TaxRate>();
  const ratesOf = (line: Pick<PricedLine, 'tax'>): TaxRate[] => {
    const rates = itemTaxRates(rules, location, line.tax);
    for (const rate of rates) usedRates.set(rate.id, rate);
    return rates;
  };

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
    if (line.unitPrice === null) return { ...quoted, unitPrice: null, net: null, tax: null, taxes: [], gross: null, total: null };
    const entered = money(line.unitPrice, currency).amount;
    const unitPrice = displayedAmount(entered, itemTaxRates(rules, location, line.tax), settings, mode);
    if (problem !== null) return { ...quoted, unitPrice, net: null, tax: null, taxes: [], gross: null, total: null };
    const taxed = taxAmount(roundMoney(entered * line.quantity), ratesOf(line), rounding);
    const total = mode === 'incl' ? taxed.gross : taxed.net;
    return { ...quoted, unitPrice, net: taxed.net, tax: taxed.tax, taxes: taxed.taxes, gross: taxed.gross, total };
  });
  const shippingTaxRatesChosen = chosen ? shippingTaxRates(rules, location, chosen.taxable) : [];
  for (const rate of shippingTaxRatesChosen) usedRates.set(rate.id, rate);
  const shippingTaxed = chosen ? taxAmount(chosen.enteredCost, shippingTaxRatesChosen, rounding) : null;
  const shipping = shippingTaxed
    ? {
        net: shippingTaxed.net,
        tax: shippingTaxed.tax,
        taxes: shippingTaxed.taxes,
        total: shippingTaxed.gross,
        shown: mode === 'incl' ? shippingTaxed.gross : shippingTaxed.net,
      }
    : { net: 0, tax: 0, taxes: [], total: 0, shown: 0 };

  const itemsGross = lines.reduce((sum, line) => sum + (line.gross ?? 0), 0);
  const allTaxes = [...lines.flatMap((line) => line.taxes), ...shipping.taxes];
  const taxLines = [...usedRates.values()]
    .map((rate) => ({ rate, amount: sumTaxes(allTaxes.filter((tax) => tax.rateId === rate.id)) }))
    .filter((line) => line.amount !== 0);
  const allAvailable = lines.every((line) => line.problem === null);
  const taxTotal = sumTaxes(allTaxes);
  const nets = lines.reduce((sum, line) => sum + (line.net ?? 0), 0) + shipping.net;
  return {
    currency,
    lines,
    methods,
    suggested,
    chosen,
    shipping,
    includesTax: mode === 'incl',
    itemsTotal: roundMoney(lines.reduce((sum, line) => sum + (line.total ?? 0), 0)),
    taxTotal,
    taxLines,
    // Taxes rounded at the subtotal are added unrounded, the total rounded once, as the store does.
    total: settings.roundAtSubtotal
      ? roundMoney(nets + allTaxes.reduce((sum, tax) => sum + tax.amount, 0))
      : roundMoney(itemsGross + shipping.total),
    allAvailable,
    ready: allAvailable && lines.length > 0 && input.destination !== null && chosen !== null,
  };
}
