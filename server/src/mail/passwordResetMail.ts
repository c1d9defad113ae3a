/** The password reset mail: a link to the storefront's reset page, valid one hour, used once. */
import { SHOP_NAME } from '#common/brand';
import { renderMail } from './layout';
import type { Mail, MailLanguage } from './message';

const TEXTS = {
  FR: {
    subject: `Réinitialisation de votre mot de passe ${SHOP_NAME}`,
    preheader: 'Votre lien pour choisir un nouveau mot de passe, valable une heure.',
    title: 'Choisissez un nouveau mot de passe',
    hello: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    asked: `Vous avez demandé à réinitialiser le mot de passe de votre compte ${SHOP_NAME}. Ce lien est valable une heure et ne sert qu’une fois ; vous serez ensuite connecté et déconnecté de vos autres appareils.`,
    button: 'Choisir un nouveau mot de passe',
    copy: 'Si le bouton ne s’ouvre pas, copiez ce lien dans votre navigateur :',
    notYou: 'Vous n’avez rien demandé ? Ignorez ce message : votre mot de passe reste le même.',
  },
  EN: {
    subject: `Reset your ${SHOP_NAME} password`,
    preheader: 'Your link to choose a new password, valid for one hour.',
    title: 'Choose a new password',
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    asked: `You asked to reset the password of your ${SHOP_NAME} account. This link is valid for one hour and works once; you will then be signed in, and signed out of your other devices.`,
    button: 'Choose a new password',
    copy: 'If the button does not open, copy this link into your browser:',
    notYou: 'Did not ask for this? Ignore this message: your password stays as it is.',
  },
} as const;

export function passwordResetMail({
  to,
  language,
  firstName,
  link,
}: {
  to: string;
  language: MailLanguage;
  firstName: string;
  link: string;
}): Mail {
  const t = TEXTS[language];
  const { html, text } = renderMail({
    language,
    preheader: t.preheader,
    title: t.title,
    blocks: [
      { paragraph: t.hello(firstName) },
      { paragraph: t.asked },
      { button: { label: t.button, url: link } },
      { link: { label: t.copy, url: link } },
      { note: t.notYou },
    ],
  });
  return { kind: 'password_reset', to, language, subject: t.subject, html, text };
}
