/**
 * The long texts of the content pages (delivery, warranty, terms, privacy, FAQ, contact), under the
 * `pages` key. Imported by those pages only, so they ship with the content pages' chunk rather than
 * with the first page load; they are added before any content page renders.
 */
import i18n from 'i18next';
import pagesEn from './en.json';
import pagesFr from './fr.json';

i18n.addResourceBundle('fr', 'translation', { pages: pagesFr }, true, true);
i18n.addResourceBundle('en', 'translation', { pages: pagesEn }, true, true);
