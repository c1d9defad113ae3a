/** The shop's name, the same in every language: page titles, link previews, structured data. */
export const SHOP_NAME = 'Maison Lumière';
