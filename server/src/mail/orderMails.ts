/**
 * The embedded store's order mails, with what WooCommerce's own say (a genuine WooCommerce sends its
 * own): the customer's "processing order" ("Thank you for your order") and the shop's "new order".
 * The customer's is in the language the order was placed in; the shop's in French, the shop's language.
 */
import { SHOP_NAME } from '#common/brand';
import { formatMoney } from '#common/money';
import type { Order, PostalAddress } from '../domain/order';
import { renderMail, type MailBlock } from './layout';
import type { Mail, MailLanguage } from './message';

const TEXTS = {
  FR: {
    processingSubject: `Votre commande ${SHOP_NAME} a été reçue !`,
    processingTitle: 'Merci pour votre commande',
    hello: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    received: (number: string) =>
      `Pour information – nous avons reçu votre commande n°${number}, elle est maintenant en cours de traitement :`,
    newSubject: (number: string) => `[${SHOP_NAME}] : Nouvelle commande n°${number}`,
    newTitle: (number: string) => `Nouvelle commande : n°${number}`,
    newFrom: (name: string) => `Vous avez reçu la commande suivante de ${name} :`,
    order: (number: string, date: string) => `Commande n°${number} (${date})`,
    subtotal: 'Sous-total :',
    discount: 'Remise :',
    shipping: 'Expédition :',
    tax: 'TVA :',
    payment: 'Moyen de paiement :',
    total: 'Total :',
    note: 'Note :',
    billing: 'Adresse de facturation',
    shippingAddress: 'Adresse de livraison',
    thanks: 'Merci d’avoir choisi notre boutique.',
    freeShipping: 'Gratuit',
    locale: 'fr-FR',
  },
  EN: {
    processingSubject: `Your ${SHOP_NAME} order has been received!`,
    processingTitle: 'Thank you for your order',
    hello: (name: string) => (name ? `Hi ${name},` : 'Hi,'),
    received: (number: string) => `Just to let you know — we've received your order #${number}, and it is now being processed:`,
    newSubject: (number: string) => `[${SHOP_NAME}]: New order #${number}`,
    newTitle: (number: string) => `New Order: #${number}`,
    newFrom: (name: string) => `You’ve received the following order from ${name}:`,
    order: (number: string, date: string) => `Order #${number} (${date})`,
    subtotal: 'Subtotal:',
    discount: 'Discount:',
    shipping: 'Shipping:',
    tax: 'VAT:',
    payment: 'Payment method:',
    total: 'Total:',
    note: 'Note:',
    billing: 'Billing address',
    shippingAddress: 'Shipping address',
    thanks: 'Thanks for shopping with us.',
    freeShipping: 'Free',
    locale: 'en-GB',
  },
} as const;

/** The language an order was placed in (the storefront writes it in the order's meta), French by default. */
export const orderLanguage = (order: Order): MailLanguage => (order.meta._storefront_language === 'en' ? 'EN' : 'FR');

const addressLines = (address: PostalAddress): string[] =>
  [
    `${address.firstName} ${address.lastName}`.trim(),
    address.company,
    address.address1,
    address.address2,
    `${address.postcode} ${address.city}`.trim(),
    address.country,
    address.phone,
  ].filter((line) => line.trim() !== '');

/** The order's details as WooCommerce's mails list them: lines, totals, payment, addresses. */
function orderDetails(order: Order, language: MailLanguage): MailBlock[] {
  const t = TEXTS[language];
  const money = (amount: number) => formatMoney({ amount, currencyCode: order.currency }, language);
  const date = new Intl.DateTimeFormat(t.locale, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(order.createdAt));
  const subtotal = order.lines.reduce((sum, line) => sum + line.net + line.tax, 0);
  const shipping = order.shippingNet + order.shippingTax;
  const rows: { label: string; value: string; strong?: boolean }[] = [
    ...order.lines.map((line) => ({ label: `${line.name} × ${line.quantity}`, value: money(line.net + line.tax) })),
    { label: t.subtotal, value: money(subtotal) },
    ...(order.discountTotal > 0 ? [{ label: t.discount, value: `-${money(order.discountTotal)}` }] : []),
    {
      label: t.shipping,
      value: `${shipping > 0 ? money(shipping) : t.freeShipping}${order.shippingLines[0] ? ` (${order.shippingLines[0].title})` : ''}`,
    },
    { label: t.tax, value: money(order.totalTax) },
    { label: t.payment, value: order.paymentMethodTitle || order.paymentMethod },
    { label: t.total, value: money(order.total), strong: true },
  ];
  return [
    { heading: t.order(order.number, date) },
    { rows },
    ...(order.customerNote ? [{ paragraph: `${t.note} ${order.customerNote}` }] : []),
    { heading: t.billing },
    { paragraph: [...addressLines(order.billing), order.billing.email].filter(Boolean).join(', ') },
    { heading: t.shippingAddress },
    { paragraph: addressLines(order.shipping).join(', ') || addressLines(order.billing).join(', ') },
  ];
}

/** To the customer when their order is being processed (paid). */
export function processingOrderMail(order: Order): Mail {
  const language = orderLanguage(order);
  const t = TEXTS[language];
  const { html, text } = renderMail({
    language,
    preheader: t.received(order.number),
    title: t.processingTitle,
    blocks: [
      { paragraph: t.hello(order.billing.firstName) },
      { paragraph: t.received(order.number) },
      ...orderDetails(order, language),
      { paragraph: t.thanks },
    ],
  });
  return { kind: 'order_processing', to: order.billing.email, language, subject: t.processingSubject, html, text };
}

/** To the shop when an order comes in (paid, or on hold). */
export function newOrderMail(order: Order, shopAddress: string): Mail {
  const language: MailLanguage = 'FR';
  const t = TEXTS[language];
  const name = `${order.billing.firstName} ${order.billing.lastName}`.trim() || order.billing.email;
  const { html, text } = renderMail({
    language,
    preheader: t.newFrom(name),
    title: t.newTitle(order.number),
    blocks: [{ paragraph: t.newFrom(name) }, ...orderDetails(order, language)],
  });
  return { kind: 'order_new', to: shopAddress, language, subject: t.newSubject(order.number), html, text };
}
