/**
 * The landing page's texts (keys `landing`, `testimonials`). Imported by that page and its testimonials,
 * so they ship with its chunk rather than with every first page load; added before the page renders.
 */
import i18n from 'i18next';
import landingEn from './en.json';
import landingFr from './fr.json';

i18n.addResourceBundle('fr', 'translation', landingFr, true, true);
i18n.addResourceBundle('en', 'translation', landingEn, true, true);
