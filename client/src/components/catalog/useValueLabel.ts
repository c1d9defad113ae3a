import { useTranslation } from 'react-i18next';

/** Label of an attribute value in the current language: known values are translated, others keep the store's label. */
export function useValueLabel(): (option: { value: string; label: string }) => string {
  const { t, i18n } = useTranslation();
  return (option) => (i18n.exists(`values.${option.value}`) ? t(`values.${option.value}` as 'values.black') : option.label);
}
