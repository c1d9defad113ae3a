/**
 * Writing REST answers the way WordPress does: its fixed headers, no-cache headers for logged-in
 * callers, `Allow` for the matched route, `_fields` trimming, and the pagination headers of
 * WooCommerce collections (X-WP-Total, X-WP-TotalPages, Link with prev/next only).
 */
import type { Response } from 'express';
import type { UrlContext } from '../serialize/context';
import { phpJson } from './json';
import type { Pair } from './query';

export interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

export function writeAnswer(
  res: Response,
  answer: Answer,
  options: {
    ctx: UrlContext;
    authenticated: boolean;
    /** The route's methods the caller may use; WordPress sends no Allow when there are none. */
    allow?: readonly string[];
  },
): void {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=UTF-8',
    'X-Robots-Tag': 'noindex',
    // Replaced by the pagination Link when there is one, as PHP's header() replaces it in WordPress.
    Link: `<${options.ctx.restBase}/>; rel="https://api.w.org/"`,
    'X-Content-Type-Options': 'nosniff',
    'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link',
    'Access-Control-Allow-Headers': 'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
  };
  if (options.allow) headers.Allow = options.allow.join(', ');
  if (options.authenticated) {
    headers.Expires = 'Wed, 11 Jan 1984 05:00:00 GMT';
    headers['Cache-Control'] = 'no-cache, must-revalidate, max-age=0, no-store, private';
  }
  Object.assign(headers, answer.headers);
  res.status(answer.status);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(phpJson(answer.body));
}

type FieldTree = Map<string, FieldTree | true>;

function fieldTree(fields: readonly string[]): FieldTree {
  const root: FieldTree = new Map();
  for (const field of fields) {
    let node = root;
    const parts = field.split('.');
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node.set(part, true);
        return;
      }
      const next = node.get(part);
      if (next === true) return;
      const child: FieldTree = next ?? new Map();
      node.set(part, child);
      node = child;
    });
  }
  return root;
}

function pick(value: unknown, tree: FieldTree): unknown {
  if (Array.isArray(value)) return value.map((item) => pick(item, tree));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const node = tree.get(key);
    if (node === true) out[key] = item;
    else if (node) out[key] = pick(item, node);
  }
  return out;
}

/**
 * `_fields=id,name,images.src`: WordPress trims each object to those keys. Collection items carry
 * their `_links` as data, so they go unless asked for; a single item gets its links back afterwards.
 */
export function applyFields(body: unknown, fieldsParam: string | undefined, collection: boolean): unknown {
  const fields = (fieldsParam ?? '').split(/[\s,]+/).filter((field) => field !== '');
  if (fields.length === 0) return body;
  const tree = fieldTree(fields);
  if (collection && Array.isArray(body)) return body.map((item) => pick(item, tree));
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const trimmed = pick(body, tree) as Record<string, unknown>;
  const links = (body as Record<string, unknown>)._links;
  return links === undefined ? trimmed : { ...trimmed, _links: links };
}

/** Percent-encodes a link value but keeps the list characters readable, as add_query_arg leaves them. */
const encodeLinkPart = (text: string) => encodeURIComponent(text).replace(/%2C/gi, ',').replace(/%5B/gi, '[').replace(/%5D/gi, ']');

/** The caller's query with `page` set to `page` (in place if present, else appended). */
function pageLink(base: string, pairs: readonly Pair[], page: number): string {
  let replaced = false;
  const parts: string[] = [];
  for (const [key, value] of pairs) {
    if (key === 'page') {
      if (replaced) continue;
      replaced = true;
      parts.push(`page=${page}`);
    } else {
      parts.push(`${encodeLinkPart(key)}=${encodeLinkPart(value)}`);
    }
  }
  if (!replaced) parts.push(`page=${page}`);
  return `${base}?${parts.join('&')}`;
}

export function paginationHeaders(options: {
  ctx: UrlContext;
  routePath: string;
  pairs: readonly Pair[];
  total: number;
  totalPages: number;
  page: number;
}): Record<string, string> {
  const { ctx, routePath, pairs, total, totalPages, page } = options;
  const headers: Record<string, string> = { 'X-WP-Total': String(total), 'X-WP-TotalPages': String(totalPages) };
  const base = `${ctx.restBase}${routePath}`;
  const links: string[] = [];
  // WooCommerce caps prev at the last page, even when that is page 0 of an empty result.
  if (page > 1) links.push(`<${pageLink(base, pairs, Math.min(page - 1, totalPages))}>; rel="prev"`);
  if (totalPages > page) links.push(`<${pageLink(base, pairs, page + 1)}>; rel="next"`);
  if (links.length > 0) headers.Link = links.join(', ');
  return headers;
}
