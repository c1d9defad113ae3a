/**
 * The account area's texts (key `account`) and the sign-in, registration and password forms' (key
 * `auth`, beside the few the header keeps in the shared texts). Imported by the account pages and by
 * every module that shows the forms' texts (the sign-in modal, the checkout's registration, the password
 * field), so they ship with those chunks rather than with the first page load; added before they render.
 */
import i18n from 'i18next';
import accountEn from './en.json';
import accountFr from './fr.json';

i18n.addResourceBundle('fr', 'translation', accountFr, true, true);
i18n.addResourceBundle('en', 'translation', accountEn, true, true);
