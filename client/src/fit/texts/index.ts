/**
 * The fit finder's dialog and guide texts (key `fitGuide`). Imported by the dialog's chunk only, which
 * loads when the shopper opens it; added before it renders.
 */
import i18n from 'i18next';
import fitGuideEn from './en.json';
import fitGuideFr from './fr.json';

i18n.addResourceBundle('fr', 'translation', fitGuideFr, true, true);
i18n.addResourceBundle('en', 'translation', fitGuideEn, true, true);
