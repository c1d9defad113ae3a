/**
 * The gateways' saved settings and their order, as WooCommerce keeps them in options
 * (woocommerce_{id}_settings, woocommerce_gateway_order, JSON here). Written without overwriting, so a
 * gateway a test or an operator switched on or off stays so across restarts.
 */
import { GATEWAY_ORDER, GATEWAYS } from '../../payments/gateways';
import type { Db } from '../open';

export const gatewaySettingsOption = (id: string): string => `woocommerce_${id}_settings`;

/** Adds the gateway options the database does not have yet; returns how many. */
export function seedPaymentGateways(db: Db): number {
  const insert = db.prepare('INSERT INTO options (name, value) VALUES (?, ?) ON CONFLICT(name) DO NOTHING');
  return db.transaction(() => {
    let added = insert.run('woocommerce_gateway_order', JSON.stringify(GATEWAY_ORDER)).changes;
    for (const gateway of GATEWAYS) added += insert.run(gatewaySettingsOption(gateway.id), JSON.stringify(gateway.settings)).changes;
    return added;
  })();
}
