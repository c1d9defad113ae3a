/**
 * Request bodies as WordPress reads them for a REST route: a JSON body (Content-Type application/json)
 * is decoded once the route is matched, and one PHP cannot decode is a 400 `rest_invalid_json`. The
 * write routes read their arguments from it; form-encoded bodies stay query-like pairs (OAuth signs them).
 */
import type { Request } from 'express';
import { invalidJson } from '../errors';

/** The size WordPress leaves to PHP's post_max_size; an order of a few hundred lines fits in it many times. */
export const BODY_LIMIT = '1mb';

const isJsonRequest = (req: Request): boolean => Boolean(req.is(['application/json', 'application/*+json']));

/** The decoded JSON object of the request; `{}` without a JSON body (or for a JSON value that is not an object). */
export function jsonBody(req: Request): Record<string, unknown> {
  if (!isJsonRequest(req) || typeof req.body !== 'string' || req.body.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(req.body);
  } catch {
    throw invalidJson();
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
