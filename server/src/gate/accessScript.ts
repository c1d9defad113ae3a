/**
 * The site gate's state for this browser, carried in the HTML of every page (a JSON data block, never
 * run, so the Content Security Policy needs no exception): the client starts drawing the shop, or the
 * gate screen, at once, without a first round trip to ask `siteAccess`.
 */
/** What the page tells: whether the shop has a gate, and whether this browser is past it. */
export interface GateState {
  gated: boolean;
  granted: boolean;
}

/** The element's id: the client reads it (client/src/gate/initialAccess.ts). */
export const SITE_ACCESS_ELEMENT_ID = 'site-access';

export function siteAccessScript(gate: GateState): string {
  // Two booleans: nothing a request sends ends up in the page.
  const state = JSON.stringify({ gated: gate.gated === true, granted: gate.granted === true });
  return `<script type="application/json" id="${SITE_ACCESS_ELEMENT_ID}">${state}</script>`;
}

/** The page with the gate's state added at the end of its head. */
export function withSiteAccess(html: string, gate: GateState): string {
  return html.replace(/\s*<\/head>/, `\n    ${siteAccessScript(gate)}\n  </head>`);
}
