/**
 * Back-in-stock mails: the confirmation of a wait (double opt-in) and the alert itself, each with the
 * product's picture and a link to stop waiting.
 */
import { SHOP_NAME } from '#common/brand';
import { renderMail, type MailBlock } from './layout';
import type { Mail, MailLanguage } from './message';

const TEXTS = {
  FR: {
    confirmSubject: (name: string) => `Confirmez votre alerte : ${name}`,
    confirmPreheader: 'Un clic pour être prévenu du retour en stock.',
    confirmTitle: 'Confirmez votre alerte',
    confirmBody: (name: string) =>
      `Vous avez demandé à être prévenu quand « ${name} » sera de nouveau disponible sur ${SHOP_NAME}. Confirmez votre adresse pour recevoir ce message, une seule fois.`,
    confirmButton: 'Confirmer mon alerte',
    copy: 'Si le bouton ne s’ouvre pas, copiez ce lien dans votre navigateur :',
    notYou: 'Vous n’avez rien demandé ? Ignorez ce message : sans confirmation, nous oublions votre adresse sous une semaine.',
    alertSubject: (name: string) => `De retour en stock : ${name}`,
    alertPreheader: 'Le modèle que vous attendiez est de nouveau disponible.',
    alertTitle: 'De retour en stock',
    alertBody: (name: string) =>
      `Bonne nouvelle : « ${name} » est de nouveau disponible. Les quantités sont limitées et servies dans l’ordre des commandes.`,
    alertButton: 'Voir le modèle',
    alertOnce: 'Cette alerte n’est envoyée qu’une fois : nous avons oublié votre demande.',
    unsubscribe: 'Ne plus attendre ce modèle :',
  },
  EN: {
    confirmSubject: (name: string) => `Confirm your alert: ${name}`,
    confirmPreheader: 'One click to hear when it is back in stock.',
    confirmTitle: 'Confirm your alert',
    confirmBody: (name: string) =>
      `You asked to be told when “${name}” is available again at ${SHOP_NAME}. Confirm your address to receive that message, once.`,
    confirmButton: 'Confirm my alert',
    copy: 'If the button does not open, copy this link into your browser:',
    notYou: 'Did not ask for this? Ignore this message: without a confirmation we forget your address within a week.',
    alertSubject: (name: string) => `Back in stock: ${name}`,
    alertPreheader: 'The frame you were waiting for is available again.',
    alertTitle: 'Back in stock',
    alertBody: (name: string) => `Good news: “${name}” is available again. Quantities are limited and go to the first orders.`,
    alertButton: 'See the frame',
    alertOnce: 'This alert is sent once: we have forgotten your request.',
    unsubscribe: 'Stop waiting for this frame:',
  },
} as const;

export interface BackInStockMailInput {
  to: string;
  language: MailLanguage;
  /** The product's name, with its variation's options when it is one ("Montmartre – Clear"). */
  productName: string;
  /** An absolute picture URL, or null. */
  imageUrl: string | null;
  unsubscribeLink: string;
}

const picture = (input: BackInStockMailInput): MailBlock[] =>
  input.imageUrl ? [{ image: { url: input.imageUrl, alt: input.productName } }] : [];

export function backInStockConfirmMail(input: BackInStockMailInput & { confirmLink: string }): Mail {
  const t = TEXTS[input.language];
  const { html, text } = renderMail({
    language: input.language,
    preheader: t.confirmPreheader,
    title: t.confirmTitle,
    blocks: [
      ...picture(input),
      { paragraph: t.confirmBody(input.productName) },
      { button: { label: t.confirmButton, url: input.confirmLink } },
      { link: { label: t.copy, url: input.confirmLink } },
      { note: t.notYou },
    ],
    footer: [{ link: { label: t.unsubscribe, url: input.unsubscribeLink } }],
  });
  return { kind: 'stock_alert_confirm', to: input.to, language: input.language, subject: t.confirmSubject(input.productName), html, text };
}

export function backInStockAlertMail(input: BackInStockMailInput & { productLink: string }): Mail {
  const t = TEXTS[input.language];
  const { html, text } = renderMail({
    language: input.language,
    preheader: t.alertPreheader,
    title: t.alertTitle,
    blocks: [
      ...picture(input),
      { paragraph: t.alertBody(input.productName) },
      { button: { label: t.alertButton, url: input.productLink } },
      { link: { label: t.copy, url: input.productLink } },
      { note: t.alertOnce },
    ],
    footer: [{ link: { label: t.unsubscribe, url: input.unsubscribeLink } }],
  });
  return { kind: 'stock_alert', to: input.to, language: input.language, subject: t.alertSubject(input.productName), html, text };
}
