/**
 * A WooCommerce setting as the settings REST API describes it (WC_Register_WP_Admin_Settings: the admin
 * page's field reduced to id, label, description, type, default, options and tip; the value is read
 * from the store's options table). The two country types are WooCommerce's own, answered as selects
 * with the country list (and with their options after the value, as WooCommerce adds them).
 */
export interface SettingDefinition {
  id: string;
  label: string;
  description: string;
  type:
    'text' | 'number' | 'select' | 'multiselect' | 'radio' | 'checkbox' | 'textarea' | 'single_select_country' | 'multi_select_countries';
  /** WooCommerce's default for the option (not the store's value). */
  default: string;
  options?: Readonly<Record<string, string>>;
  tip?: string;
}
