/**
 * The virtual try-on's texts (key `tryOn`). Imported by the try-on dialog only, so they load with it when
 * the shopper opens the try-on, not with the product page.
 */
import i18n from 'i18next';
import tryOnEn from './en.json';
import tryOnFr from './fr.json';

i18n.addResourceBundle('fr', 'translation', tryOnFr, true, true);
i18n.addResourceBundle('en', 'translation', tryOnEn, true, true);
