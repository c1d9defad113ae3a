/**
 * The account area's tabs (spec section 2): each is a URL, `/account` for the dashboard and
 * `/account/{tab}` for the others, so the tab follows the address bar, the back button and links.
 * Pure, so it can be tested.
 */

export const ACCOUNT_TABS = ['dashboard', 'orders', 'addresses', 'details'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/**
 * Tabs that were, and where their links now lead: the invoices are found under the orders (each order
 * offers its own, issue 23), so the downloads tab, which listed the same orders again, is gone.
 */
const MOVED_TABS: Readonly<Record<string, AccountTab>> = { downloads: 'orders' };

/** Where an old tab's URL now leads, or null. */
export function movedTab(param: string | undefined): AccountTab | null {
  return param && Object.hasOwn(MOVED_TABS, param) ? MOVED_TABS[param]! : null;
}

/** The tab of the URL's `:tab?` segment: the dashboard without one, null for an unknown one. */
export function tabFromParam(param: string | undefined): AccountTab | null {
  if (!param) return 'dashboard';
  return (ACCOUNT_TABS as readonly string[]).includes(param) && param !== 'dashboard' ? (param as AccountTab) : null;
}

/** The URL of a tab; an order of the orders tab opens expanded (`?order=`). */
export function tabPath(tab: AccountTab, options: { order?: string } = {}): string {
  const path = tab === 'dashboard' ? '/account' : `/account/${tab}`;
  return options.order && tab === 'orders' ? `${path}?order=${encodeURIComponent(options.order)}` : path;
}

/** How many orders the dashboard lists (spec section 9: recent orders 3). */
export const RECENT_ORDERS = 3;

/** How many orders the account area asks for (spec section 9: customer orders 20). */
export const ORDERS_PAGE_SIZE = 20;
