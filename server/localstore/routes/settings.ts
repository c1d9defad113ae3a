/**
 * GET /wc/v3/settings/{group} and /settings/{group}/{id} for the groups the storefront reads: `general`
 * (store address, country, currency) and `tax` (prices entered with tax, tax basis, display). Manager
 * permission first; another group is WooCommerce's 404 for a group it does not know.
 */
import type { Db } from '../db/open';
import { cannotList, RestError } from '../errors';
import { EDITABLE_METHODS, READ_METHODS } from '../serialize/context';
import { serializeSetting } from '../serialize/setting';
import type { SettingDefinition } from '../settings/definition';
import { generalSettings } from '../settings/generalSettings';
import { optionValue } from '../settings/storeSettings';
import { TAX_SETTINGS } from '../settings/taxSettings';
import { currencySymbolHtml } from '../currencySymbols';
import { ok, requireKey, type RestRequest, type Route, type RouteAnswer } from './route';

const invalidGroup = () => new RestError(404, 'rest_setting_setting_group_invalid', 'Invalid setting group.');
const invalidSetting = () => new RestError(404, 'rest_setting_setting_invalid', 'Invalid setting.');

function groupSettings(db: Db, group: string): readonly SettingDefinition[] | undefined {
  if (group === 'tax') return TAX_SETTINGS;
  if (group === 'general') return generalSettings(currencySymbolHtml(optionValue(db, 'woocommerce_currency')));
  return undefined;
}

/** The manager permission (both routes use the list check), then the group. Settings routes take no arguments. */
function checked(request: RestRequest): { group: string; settings: readonly SettingDefinition[] } {
  requireKey(request, cannotList);
  const group = request.pathParams.group ?? '';
  const settings = groupSettings(request.db, group);
  if (!settings) throw invalidGroup();
  return { group, settings };
}

function listGroup(request: RestRequest): RouteAnswer {
  const { group, settings } = checked(request);
  return ok(
    settings.map((setting) => serializeSetting(setting, optionValue(request.db, setting.id), group, request.ctx)),
    {},
    true,
  );
}

function getSetting(request: RestRequest): RouteAnswer {
  const { group, settings } = checked(request);
  const setting = settings.find((candidate) => candidate.id === request.pathParams.id);
  if (!setting) throw invalidSetting();
  return ok(serializeSetting(setting, optionValue(request.db, setting.id), group, request.ctx));
}

export const settingRoutes: readonly Route[] = [
  { pattern: /^\/wc\/v3\/settings\/(?<group>[\w-]+)$/i, allow: READ_METHODS, get: listGroup },
  { pattern: /^\/wc\/v3\/settings\/(?<group>[\w-]+)\/(?<id>[\w-]+)$/i, allow: EDITABLE_METHODS, get: getSetting },
];
