/**
 * The gate's state the server wrote into the page (server/src/gate/accessScript.ts), read once at start:
 * with it, the shop (or the gate screen) is drawn at once instead of after a first `siteAccess` request.
 * A page without it (the Vite dev server) or with anything unexpected in it gives null: then the client
 * asks the server, as before.
 */
export interface InitialSiteAccess {
  gated: boolean;
  granted: boolean;
}

export const SITE_ACCESS_ELEMENT_ID = 'site-access';

export function parseSiteAccess(text: string | null | undefined): InitialSiteAccess | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { gated, granted } = value as Record<string, unknown>;
    return typeof gated === 'boolean' && typeof granted === 'boolean' ? { gated, granted } : null;
  } catch {
    return null;
  }
}

/** What is read of the page (the `document`). */
interface Page {
  getElementById(id: string): { textContent: string | null } | null;
}

export function readInitialSiteAccess(page: Page): InitialSiteAccess | null {
  return parseSiteAccess(page.getElementById(SITE_ACCESS_ELEMENT_ID)?.textContent);
}
