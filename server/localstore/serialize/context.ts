/** Where links point: REST links follow the request's scheme, pictures and permalinks the public URL. */
export interface UrlContext {
  /** `${scheme}://host:port/wp-json`, no trailing slash. */
  restBase: string;
  /** Base of image `src` and product permalinks, no trailing slash. */
  publicBase: string;
}

/** HTTP methods the item routes register; WordPress reports them in `targetHints.allow`. */
export const ITEM_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const COLLECTION_METHODS = ['GET', 'POST'] as const;
/** Items that can be read and updated but not deleted (settings, payment gateways). */
export const EDITABLE_METHODS = ['GET', 'POST', 'PUT', 'PATCH'] as const;
export const READ_METHODS = ['GET'] as const;

export type Link = { href: string; targetHints?: { allow: string[] } };

/** A plain link to a REST path. */
export const link = (ctx: UrlContext, path: string): Link[] => [{ href: `${ctx.restBase}${path}` }];

/** The `self` link, which WordPress annotates with the methods the item's route accepts. */
export const selfLink = (ctx: UrlContext, path: string, methods: readonly string[] = ITEM_METHODS): Link[] => [
  { href: `${ctx.restBase}${path}`, targetHints: { allow: [...methods] } },
];

/** `_links` of an item: self (with the methods it accepts), its collection and, when it has one, its parent. */
export function itemLinks(ctx: UrlContext, selfPath: string, collectionPath: string, upPath?: string): Record<string, Link[]> {
  const links: Record<string, Link[]> = { self: selfLink(ctx, selfPath), collection: link(ctx, collectionPath) };
  if (upPath) links.up = link(ctx, upPath);
  return links;
}
