import { useTranslation } from 'react-i18next';

/**
 * Label of an attribute value in the current language. The server names the store's terms in the
 * language asked (its translations of the store's words), so its label is shown; a value without one
 * (a label that is only the value, as a filter chip from the address has) falls back to the shop's own texts.
 */
export function useValueLabel(): (option: { value: string; label: string }) => string {
  const { t, i18n } = useTranslation();
  return (option) =>
    option.label && option.label !== option.value
      ? option.label
      : i18n.exists(`values.${option.value}`)
        ? t(`values.${option.value}` as 'values.black')
        : option.label;
}

/**
 * An attribute's name in the current language: the roles the shop knows (colour, shape, gender,
 * material) by their key, others as the store names them.
 */
export function useAttributeName(): (attribute: { key: string; name: string }) => string {
  const { t, i18n } = useTranslation();
  return (attribute) =>
    i18n.exists(`attributes.${attribute.key}`) ? t(`attributes.${attribute.key}` as 'attributes.color') : attribute.name;
}

/**
 * Label of a value kept in the browser (a cart line's options, named in the language of the day it was
 * added): the shop's own texts first, so that it follows a change of language, else the kept label.
 */
export function useKeptValueLabel(): (option: { value: string; label: string }) => string {
  const { t, i18n } = useTranslation();
  return (option) => (i18n.exists(`values.${option.value}`) ? t(`values.${option.value}` as 'values.black') : option.label);
}
