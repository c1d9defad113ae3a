/**
 * A payment gateway as GET /payment_gateways answers it in WooCommerce 9.9 (recorded 38): the
 * gateway's title and description from its saved settings, its other fields as settings objects
 * (empty values answered as ""), and the onboarding fields 9.9 adds.
 */
import type { Gateway } from '../payments/gateways';
import { EDITABLE_METHODS, link, selfLink, type UrlContext } from './context';

/** PHP empty() on a setting string. */
const unlessEmpty = (value: string | undefined): string => (value === undefined || value === '' || value === '0' ? '' : value);

export interface GatewayState {
  values: Readonly<Record<string, string>>;
  /** The gateway's position (woocommerce_gateway_order), "" when it has none. */
  order: number | '';
  /** Options computed from the shop (cash on delivery's shipping methods), by field id. */
  dynamicOptions?: Readonly<Record<string, unknown>>;
}

function settings(gateway: Gateway, state: GatewayState): Record<string, unknown> {
  return Object.fromEntries(
    gateway.fields
      .filter((field) => field.id !== 'enabled' && field.id !== 'description')
      .map((field) => {
        const options = state.dynamicOptions?.[field.id] ?? field.options;
        const setting = {
          id: field.id,
          label: field.label ?? field.title,
          description: field.description,
          type: field.type,
          value: unlessEmpty(state.values[field.id]),
          default: unlessEmpty(field.default),
          tip: field.description,
          placeholder: unlessEmpty(field.placeholder),
        };
        return [field.id, options === undefined ? setting : { ...setting, options }];
      }),
  );
}

export function serializeGateway(gateway: Gateway, state: GatewayState, ctx: UrlContext): Record<string, unknown> {
  const adminBase = ctx.restBase.replace(/\/wp-json$/, '');
  return {
    id: gateway.id,
    title: state.values.title ?? '',
    description: state.values.description ?? '',
    order: state.order,
    enabled: state.values.enabled === 'yes',
    method_title: gateway.methodTitle,
    method_description: gateway.methodDescription,
    method_supports: gateway.supports,
    settings: settings(gateway, state),
    needs_setup: false,
    post_install_scripts: [],
    settings_url: `${adminBase}/wp-admin/admin.php?page=wc-settings&tab=checkout&section=${gateway.id}`,
    connection_url: null,
    setup_help_text: null,
    required_settings_keys: [],
    _links: {
      self: selfLink(ctx, `/wc/v3/payment_gateways/${gateway.id}`, EDITABLE_METHODS),
      collection: link(ctx, '/wc/v3/payment_gateways'),
    },
  };
}
