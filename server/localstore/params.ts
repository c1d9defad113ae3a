/**
 * Query validation the way WordPress runs it before a REST handler: each registered argument is
 * checked against its JSON schema (rest_validate_value_from_schema), every failure is collected,
 * and the request is refused with 400 `rest_invalid_param` listing them in `data.params` and
 * `data.details`. Values that pass are sanitized to their schema type; defaults fill the rest.
 *
 * Integers as WordPress sees them (rest_is_integer): any numeric string whose float value is whole,
 * so `99999999999999999999` and `1e3` are integers and `1.5`, `abc` or `0x10` are 400s. Sanitizing
 * is PHP's (int) cast (phpInt): saturating, so a huge value never reaches SQL as a number SQLite
 * refuses; a client's input answers 200 or 400, never 500.
 */
import { RestError } from './errors';
import type { ParamValue, Params } from './http/query';

export type ParamSpec =
  | { type: 'integer'; default?: number; minimum?: number; maximum?: number }
  | { type: 'string'; default?: string; enum?: readonly string[]; format?: 'date-time' }
  | { type: 'boolean'; default?: boolean }
  | { type: 'array'; items: 'integer' | 'string'; itemEnum?: readonly string[] }
  /** A string argument that WooCommerce sanitizes with wp_parse_id_list (category, tag, ...). */
  | { type: 'id-list' };

export type ParamSchema = Readonly<Record<string, ParamSpec>>;

export type ParamOutput<S extends ParamSchema> = {
  [K in keyof S]: S[K] extends { type: 'integer' }
    ? S[K] extends { default: number }
      ? number
      : number | undefined
    : S[K] extends { type: 'string' }
      ? S[K] extends { default: string }
        ? string
        : string | undefined
      : S[K] extends { type: 'boolean' }
        ? S[K] extends { default: boolean }
          ? boolean
          : boolean | undefined
        : S[K] extends { type: 'array' }
          ? S[K] extends { items: 'integer' }
            ? number[]
            : string[]
          : number[];
};

interface Failure {
  code: string;
  message: string;
  data: Record<string, unknown> | null;
}

/** wp_sprintf's %l: "a", "a and b", "a, b, and c". */
function listSentence(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}

/** PHP is_numeric: optional surrounding whitespace, sign, decimals, exponent. */
function isNumeric(value: string): boolean {
  return /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/.test(value);
}

/** WordPress's date-time check (rest_parse_date). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}(:\d{2})?)?$/i;

/** wp_parse_list: a comma/space separated string, or the array as given. */
export function parseList(value: ParamValue): string[] {
  return Array.isArray(value) ? value : value.split(/[\s,]+/).filter((item) => item !== '');
}

/** wp_parse_id_list: absint of each entry, duplicates dropped. */
export function parseIdList(value: ParamValue): number[] {
  const ids = parseList(value).map((item) => Math.abs(phpInt(item)));
  return [...new Set(ids)];
}

/** PHP floatval: the leading numeric part of the string, 0 when there is none. */
export function phpFloat(value: string): number {
  const match = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?/.exec(value);
  return match ? Number(match[0]) : 0;
}

/**
 * The largest integer the store handles, standing in for PHP_INT_MAX (which a JS number cannot hold):
 * no id, page or offset that large can match anything either way, and page × per_page stays inside
 * SQLite's 64-bit LIMIT/OFFSET.
 */
export const INT_MAX = Number.MAX_SAFE_INTEGER;

/** PHP's (int) cast of a string: the leading number truncated, saturating at the integer range, 0 for INF. */
export function phpInt(value: string): number {
  const number = phpFloat(value);
  if (!Number.isFinite(number)) return 0;
  return Math.max(-INT_MAX, Math.min(INT_MAX, Math.trunc(number))) + 0;
}

const typeError = (param: string, type: string): Failure => ({
  code: 'rest_invalid_type',
  message: `${param} is not of type ${type}.`,
  data: { param },
});

/** rest_validate_integer_value_from_schema (bounds first, as rest_validate_number_value_from_schema), then (int). */
function validateInteger(value: ParamValue, spec: { minimum?: number; maximum?: number }, param: string): Failure | number {
  if (Array.isArray(value) || !isNumeric(value)) return typeError(param, 'integer');
  // Whitespace aside, a numeric string is what Number() reads (an overflow is ±Infinity, as PHP's float).
  const number = Number(value.trim());
  const { minimum, maximum } = spec;
  if (minimum !== undefined && maximum !== undefined) {
    if (number < minimum || number > maximum) {
      return {
        code: 'rest_out_of_bounds',
        message: `${param} must be between ${minimum} (inclusive) and ${maximum} (inclusive)`,
        data: null,
      };
    }
  } else if (minimum !== undefined && number < minimum) {
    return { code: 'rest_out_of_bounds', message: `${param} must be greater than or equal to ${minimum}`, data: null };
  } else if (maximum !== undefined && number > maximum) {
    return { code: 'rest_out_of_bounds', message: `${param} must be less than or equal to ${maximum}`, data: null };
  }
  // rest_is_integer: round((float) $value) === (float) $value, which INF passes too.
  if (Math.round(number) !== number) return typeError(param, 'integer');
  return phpInt(value);
}

function validateEnum(value: string, allowed: readonly string[], param: string): Failure | null {
  if (allowed.includes(value)) return null;
  if (allowed.length === 1) return { code: 'rest_not_in_enum', message: `${param} is not ${allowed[0]}.`, data: null };
  return { code: 'rest_not_in_enum', message: `${param} is not one of ${listSentence(allowed)}.`, data: null };
}

function validateOne(value: ParamValue, spec: ParamSpec, param: string): Failure | { ok: unknown } {
  switch (spec.type) {
    case 'integer': {
      const result = validateInteger(value, spec, param);
      return typeof result === 'number' ? { ok: result } : result;
    }
    case 'boolean': {
      if (Array.isArray(value)) return typeError(param, 'boolean');
      const lower = value.toLowerCase();
      if (lower === 'true' || lower === '1') return { ok: true };
      if (lower === 'false' || lower === '0') return { ok: false };
      return typeError(param, 'boolean');
    }
    case 'string': {
      if (Array.isArray(value)) return typeError(param, 'string');
      if (spec.format === 'date-time' && !DATE_TIME.test(value)) return { code: 'rest_invalid_date', message: 'Invalid date.', data: null };
      const enumFailure = spec.enum ? validateEnum(value, spec.enum, param) : null;
      return enumFailure ?? { ok: value };
    }
    case 'id-list':
      if (Array.isArray(value)) return typeError(param, 'string');
      return { ok: parseIdList(value) };
    case 'array': {
      const items = parseList(value);
      const out: unknown[] = [];
      for (const [index, item] of items.entries()) {
        const itemParam = `${param}[${index}]`;
        if (spec.items === 'integer') {
          const result = validateInteger(item, {}, itemParam);
          if (typeof result !== 'number') return result;
          out.push(result);
        } else {
          const enumFailure = spec.itemEnum ? validateEnum(item, spec.itemEnum, itemParam) : null;
          if (enumFailure) return enumFailure;
          out.push(item);
        }
      }
      return { ok: out };
    }
  }
}

/** Validates and sanitizes `params` against `schema`; throws the WordPress 400 on any failure. */
export function validateParams<S extends ParamSchema>(params: Params, schema: S): ParamOutput<S> {
  const invalid: Record<string, string> = {};
  const details: Record<string, Failure> = {};
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(schema)) {
    const raw = params.get(name);
    if (raw === undefined) {
      out[name] = spec.type === 'array' || spec.type === 'id-list' ? [] : 'default' in spec ? spec.default : undefined;
      continue;
    }
    const result = validateOne(raw, spec, name);
    if ('ok' in result) {
      out[name] = result.ok;
    } else {
      invalid[name] = result.message;
      details[name] = result;
    }
  }
  const names = Object.keys(invalid);
  if (names.length > 0) {
    throw new RestError(400, 'rest_invalid_param', `Invalid parameter(s): ${names.join(', ')}`, { params: invalid, details });
  }
  return out as ParamOutput<S>;
}

/** Arguments every WordPress collection shares. */
export const contextParam = { type: 'string', default: 'view', enum: ['view', 'edit'] } as const;
export const pageParam = { type: 'integer', default: 1, minimum: 1 } as const;
export const perPageParam = { type: 'integer', default: 10, minimum: 1, maximum: 100 } as const;

/** WP_REST_Controller::get_collection_params(): what most collections register first (taxes have no `search`). */
export const collectionParams = { context: contextParam, page: pageParam, per_page: perPageParam, search: { type: 'string' } } as const;
