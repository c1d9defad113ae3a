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

type Link = { href: string; targetHints?: { allow: string[] } };

/** `_links` of an item: self (with the methods it accepts), its collection and, when it has one, its parent. */
export function itemLinks(ctx: UrlContext, selfPath: string, collectionPath: string, upPath?: string): Record<string, Link[]> {
  const links: Record<string, Link[]> = {
    self: [{ href: `${ctx.restBase}${selfPath}`, targetHints: { allow: [...ITEM_METHODS] } }],
    collection: [{ href: `${ctx.restBase}${collectionPath}` }],
  };
  if (upPath) links.up = [{ href: `${ctx.restBase}${upPath}` }];
  return links;
}
