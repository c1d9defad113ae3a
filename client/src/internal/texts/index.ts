/**
 * The owner's test pages' texts (keys `woocs`, `testPages`). Imported by those pages only, so they ship
 * with their chunks rather than with every first page load; added before the page renders.
 */
import i18n from 'i18next';
import internalEn from './en.json';
import internalFr from './fr.json';

i18n.addResourceBundle('fr', 'translation', internalFr, true, true);
i18n.addResourceBundle('en', 'translation', internalEn, true, true);
