/** The shop's name, the same in every language: page titles, link previews, structured data. */
export const SHOP_NAME = 'Maison Lumière';

/**
 * The shop's identity printed on invoices (the legal pages say the same in prose, in
 * client/src/i18n/pages.*.json). The brand is invented: the owner replaces these.
 */
export const SHOP_IDENTITY = {
  name: SHOP_NAME,
  addressLines: ['12 rue de Sévigné', '75004 Paris', 'France'],
  email: 'contact@maison-lumiere.fr',
  phone: '+33 1 99 00 12 34',
  website: 'maison-lumiere.fr',
} as const;
