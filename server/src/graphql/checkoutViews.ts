/** Checkout and order values as the GraphQL schema shapes them (amounts as Money in one currency). */
import { countryName } from '../checkout/countries';
import type { Language } from '../domain/catalog';
import type { CheckoutQuote, QuotedShippingMethod } from '../domain/checkoutQuote';
import { roundMoney, type Money } from '../domain/money';
import { isPaid, type Order, type PostalAddress } from '../domain/order';
import type { ShippingMethodOption } from '../domain/shippingMethods';
import type { PaymentIntent } from '../payments/port';
import { fromMinorUnits } from '../payments/minorUnits';
import type { CheckoutQuote as CheckoutQuoteType, Order as OrderType, OrderAddress, Payment, ShippingMethod, TaxDisplay } from './types';

const money = (amount: number, currencyCode: string): Money => ({ amount: roundMoney(amount), currencyCode });

/** Amounts with their VAT or before tax, as the schema names it. */
export const taxDisplayOf = (includesTax: boolean): TaxDisplay => (includesTax ? 'INCLUDING_TAX' : 'EXCLUDING_TAX');

/** A shipping method; `display` gives its cost and minimum as shown, else the quote's (or the store's). */
export function shippingMethodView(
  method: ShippingMethodOption | QuotedShippingMethod,
  currencyCode: string,
  display?: { cost: number; min: number | null },
): ShippingMethod {
  const cost = display?.cost ?? ('displayCost' in method ? method.displayCost : method.cost);
  const min = display ? display.min : 'displayMinAmount' in method ? method.displayMinAmount : method.minAmount;
  return {
    id: method.id,
    zoneId: method.zoneId,
    instanceId: method.instanceId,
    methodId: method.methodId,
    kind: method.kind,
    title: method.title,
    description: method.description,
    cost: money(cost, currencyCode),
    free: cost === 0,
    minimumOrderAmount: min === null ? null : money(min, currencyCode),
    settingsCost: method.settingsCost,
    raw: JSON.stringify(method.raw),
  };
}

/** A quote; `names` are the lines' product names in the shopper's language. */
export function quoteView(quote: CheckoutQuote, names: readonly (string | null)[]): CheckoutQuoteType {
  const code = quote.currency.code;
  const methods = quote.methods.map((method) => shippingMethodView(method, code));
  return {
    currencyCode: code,
    lines: quote.lines.map((line, index) => ({
      key: line.key,
      productId: String(line.productId),
      variationId: line.variationId === null ? null : String(line.variationId),
      name: names[index] ?? line.name,
      sku: line.sku,
      quantity: line.quantity,
      unitPrice: line.unitPrice === null ? null : money(line.unitPrice, code),
      total: line.total === null ? null : money(line.total, code),
      tax: line.tax === null ? null : money(line.tax, code),
      availableQuantity: line.availableQuantity,
      problem: line.problem,
    })),
    shippingMethods: methods,
    shippingMethod: methods.find((method) => method.id === quote.chosen?.id) ?? null,
    suggestedShippingMethodId: quote.suggested?.id ?? null,
    itemsTotal: money(quote.itemsTotal, code),
    shippingTotal: money(quote.shipping.shown, code),
    taxTotal: money(quote.taxTotal, code),
    taxLines: quote.taxLines.map((line) => ({ label: line.rate.name, ratePercent: line.rate.rate, amount: money(line.amount, code) })),
    total: money(quote.total, code),
    taxDisplay: taxDisplayOf(quote.includesTax),
    allAvailable: quote.allAvailable,
    ready: quote.ready,
  };
}

function addressView(address: PostalAddress, language: Language): OrderAddress {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company || null,
    address1: address.address1,
    address2: address.address2 || null,
    city: address.city,
    postcode: address.postcode,
    country: address.country,
    countryName: address.country ? countryName(address.country, language) : '',
    phone: address.phone || null,
  };
}

/**
 * An order as the store shows orders: lines, items and shipping with their VAT when `includesTax`
 * (woocommerce_tax_display_cart "incl"), else before tax with the VAT apart; the total is what was paid.
 */
export function orderView(order: Order, language: Language, includesTax = true): OrderType {
  const code = order.currency;
  const shown = (net: number, tax: number) => (includesTax ? net + tax : net);
  const shippingTotal = shown(order.shippingNet, order.shippingTax);
  return {
    id: String(order.id),
    number: order.number,
    status: order.status,
    paid: isPaid(order),
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    completedAt: order.completedAt,
    currencyCode: code,
    email: order.billing.email,
    paymentMethodTitle: order.paymentMethodTitle,
    billing: addressView(order.billing, language),
    shipping: addressView(order.shipping.address1 ? order.shipping : order.billing, language),
    lines: order.lines.map((line) => ({
      id: String(line.id),
      name: line.name,
      productId: String(line.productId),
      variationId: line.variationId === null ? null : String(line.variationId),
      sku: line.sku || null,
      quantity: line.quantity,
      unitPrice: money(shown(line.net, line.tax) / Math.max(1, line.quantity), code),
      total: money(shown(line.net, line.tax), code),
      tax: money(line.tax, code),
    })),
    shippingLines: order.shippingLines.map((line) => ({
      title: line.title,
      methodId: line.methodId,
      total: money(shown(line.net, line.tax), code),
      tax: money(line.tax, code),
    })),
    itemsTotal: money(
      order.lines.reduce((sum, line) => sum + shown(line.net, line.tax), 0),
      code,
    ),
    shippingTotal: money(shippingTotal, code),
    taxTotal: money(order.totalTax, code),
    discountTotal: money(order.discountTotal, code),
    total: money(order.total, code),
    customerNote: order.customerNote || null,
    taxDisplay: taxDisplayOf(includesTax),
  };
}

export function paymentView(payment: PaymentIntent): Payment {
  return {
    id: payment.id,
    provider: payment.provider === 'stripe' ? 'STRIPE' : 'TEST_CARD',
    status: payment.status.toUpperCase() as Payment['status'],
    clientSecret: payment.clientSecret,
    amount: money(fromMinorUnits(payment.amountMinor, payment.currency), payment.currency),
    lastError: payment.lastError,
  };
}
