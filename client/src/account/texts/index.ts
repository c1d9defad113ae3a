/**
 * The account area's texts (key `account`). Imported by the account page only, so they ship with its
 * chunk rather than with the first page load; they are added before the page renders.
 */
import i18n from 'i18next';
import accountEn from './en.json';
import accountFr from './fr.json';

i18n.addResourceBundle('fr', 'translation', accountFr, true, true);
i18n.addResourceBundle('en', 'translation', accountEn, true, true);
