/**
 * The texts of the checkout, the order confirmation and the shipping test page (keys `checkout`,
 * `order`, `shippingTest`). Imported by those pages only, so they ship with their chunks rather than
 * with the first page load; they are added before any of those pages renders.
 */
import i18n from 'i18next';
import checkoutEn from './en.json';
import checkoutFr from './fr.json';

i18n.addResourceBundle('fr', 'translation', checkoutFr, true, true);
i18n.addResourceBundle('en', 'translation', checkoutEn, true, true);
