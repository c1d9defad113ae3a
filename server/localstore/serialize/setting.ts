/**
 * A setting as GET /settings/{group} answers it (recorded 37-settings-general.json): the keys the
 * admin field defines, the stored value, links. Country selects are answered as select/multiselect
 * with the country list added after the value, in WooCommerce's key order.
 */
import type { SettingDefinition } from '../settings/definition';
import { EDITABLE_METHODS, link, selfLink, type UrlContext } from './context';

/** A multiselect's stored value (a JSON array of codes) as WooCommerce answers it: the array once set, '' while unset. */
function multiselectValue(value: string): string | string[] {
  if (!value.trim().startsWith('[')) return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === 'string') : value;
  } catch {
    return value;
  }
}

export function serializeSetting(setting: SettingDefinition, value: string, group: string, ctx: UrlContext): Record<string, unknown> {
  const base = `/wc/v3/settings/${group}`;
  const head = { id: setting.id, label: setting.label, description: setting.description };
  const tip = setting.tip === undefined ? {} : { tip: setting.tip };
  const links = { _links: { self: selfLink(ctx, `${base}/${setting.id}`, EDITABLE_METHODS), collection: link(ctx, base) } };
  if (setting.type === 'single_select_country' || setting.type === 'multi_select_countries') {
    const type = setting.type === 'single_select_country' ? 'select' : 'multiselect';
    const answered = type === 'multiselect' ? multiselectValue(value) : value;
    return { ...head, type, default: setting.default, ...tip, value: answered, options: setting.options, ...links };
  }
  const options = setting.options === undefined ? {} : { options: setting.options };
  return { ...head, type: setting.type, default: setting.default, ...options, ...tip, value, ...links };
}
