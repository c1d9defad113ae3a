/**
 * The gate screen a locked browser's navigation gets (gate/routes.ts): the built client's app shell with
 * the gate's state and the internal pages' setting in its head, the screen rendered on the server when
 * it can be (no catalog read), else drawn by the client.
 */
import fs from 'node:fs';
import path from 'node:path';
import { withSiteAccess } from '../gate/accessScript';
import type { GateScreen } from '../gate/routes';
import { withInternalPages } from '../internal/internalPages';
import type { PageRenderer } from './pageRenderer';
import { withRenderedPage } from './renderedPage';

export interface GateScreenOptions {
  /** The built client's folder; without its index.html there is no page to serve (undefined). */
  clientDist: string;
  renderPage?: PageRenderer | null;
  /** The internal test pages are served (INTERNAL_PAGES): the page says so, for the shop drawn once the gate is passed. */
  internalPages: boolean;
}

export function gateScreen({ clientDist, renderPage, internalPages }: GateScreenOptions): GateScreen | undefined {
  const indexHtml = path.join(clientDist, 'index.html');
  // Read once at start, like the static handlers that serve the client's files.
  if (!fs.existsSync(indexHtml)) return undefined;
  const shell = fs.readFileSync(indexHtml, 'utf8');
  return async (req, res) => {
    const page = withInternalPages(withSiteAccess(shell, req.viewer.gate), internalPages);
    return withRenderedPage(page, renderPage ? await renderPage(req, res) : null);
  };
}
