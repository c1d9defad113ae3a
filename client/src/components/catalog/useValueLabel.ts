import { useTranslation } from 'react-i18next';

/** Label of an attribute value in the current language: known values are translated, others keep the store's label. */
export function useValueLabel(): (option: { value: string; label: string }) => string {
  const { t, i18n } = useTranslation();
  return (option) => (i18n.exists(`values.${option.value}`) ? t(`values.${option.value}` as 'values.black') : option.label);
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
