/**
 * JSON body validation the way WordPress checks a write route's arguments against the item schema
 * (rest_validate_value_from_schema, then rest_sanitize_value_from_schema): strict types (a number is
 * not a string), integers and booleans also accepted as the strings PHP reads, nested objects and
 * arrays named `line_items[0][total]` in messages, the first failure of each argument reported in
 * 400 `rest_invalid_param` with `params` and `details`. A top-level null is ignored, as WordPress does.
 */
import { RestError } from '../errors';
import { phpInt } from '../params';

export type BodySchema =
  | { type: 'string'; nullable?: boolean; enum?: readonly string[]; format?: 'email' }
  | { type: 'integer'; nullable?: boolean }
  | { type: 'boolean' }
  | { type: 'any' }
  | { type: 'object'; properties: Readonly<Record<string, BodySchema>> }
  | { type: 'array'; items: BodySchema };

interface Failure {
  code: string;
  message: string;
  data: Record<string, unknown> | null;
}

class Invalid extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

/** wp_sprintf's %l. */
function listSentence(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}

const typeError = (param: string, types: string): Invalid =>
  new Invalid({ code: 'rest_invalid_type', message: `${param} is not of type ${types}.`, data: { param } });

/** is_email(): WordPress's own, lenient check (no IDN, no quoted local parts). */
function isEmail(email: string): boolean {
  if (email.length < 6) return false;
  const at = email.indexOf('@', 1);
  if (at === -1) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (!/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local) || /\.{2}/.test(domain)) return false;
  const trimmed = domain.replace(/^[\s.]+|[\s.]+$/g, '');
  if (trimmed !== domain) return false;
  const parts = domain.split('.');
  return parts.length >= 2 && parts.every((part) => /^[a-z0-9-]+$/i.test(part) && !/^-|-$/.test(part));
}

/** rest_is_integer: a number or numeric string whose value is whole. */
function asInteger(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && Math.round(value) === value ? value : undefined;
  if (typeof value === 'string' && /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/.test(value)) {
    const number = Number(value.trim());
    return Math.round(number) === number ? phpInt(value) : undefined;
  }
  return undefined;
}

/** rest_is_boolean. */
function asBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && ['true', '1', 'false', '0'].includes(value.toLowerCase()))
    return ['true', '1'].includes(value.toLowerCase());
  if (value === 0 || value === 1) return value === 1;
  return undefined;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Validates one value and returns it sanitized; throws Invalid on the first failure. */
function check(value: unknown, schema: BodySchema, param: string): unknown {
  if (value === null && 'nullable' in schema && schema.nullable) return null;
  switch (schema.type) {
    case 'any':
      return value;
    case 'string': {
      if (typeof value !== 'string') throw typeError(param, schema.nullable ? 'string,null' : 'string');
      if (schema.enum && !schema.enum.includes(value)) {
        throw new Invalid({ code: 'rest_not_in_enum', message: `${param} is not one of ${listSentence(schema.enum)}.`, data: null });
      }
      if (schema.format === 'email' && !isEmail(value))
        throw new Invalid({ code: 'rest_invalid_email', message: 'Invalid email address.', data: null });
      return value;
    }
    case 'integer': {
      const integer = asInteger(value);
      if (integer === undefined) throw typeError(param, schema.nullable ? 'integer,null' : 'integer');
      return integer;
    }
    case 'boolean': {
      const boolean = asBoolean(value);
      if (boolean === undefined) throw typeError(param, 'boolean');
      return boolean;
    }
    case 'object': {
      // rest_is_object also takes an empty string (an empty form value) as an empty object.
      if (value === '') return {};
      if (!isPlainObject(value)) throw typeError(param, 'object');
      const out: Record<string, unknown> = { ...value };
      for (const [key, propertySchema] of Object.entries(schema.properties)) {
        if (key in value) out[key] = check(value[key], propertySchema, `${param}[${key}]`);
      }
      return out;
    }
    case 'array': {
      if (!Array.isArray(value)) throw typeError(param, 'array');
      return value.map((item, index) => check(item, schema.items, `${param}[${index}]`));
    }
  }
}

/** Validates the body's arguments against the route's schema; answers the sanitized values of those present. */
export function validateBody(
  body: Readonly<Record<string, unknown>>,
  schema: Readonly<Record<string, BodySchema>>,
): Record<string, unknown> {
  const params: Record<string, string> = {};
  const details: Record<string, Failure> = {};
  const out: Record<string, unknown> = {};
  for (const [name, argSchema] of Object.entries(schema)) {
    const value = body[name];
    if (value === undefined || value === null) continue;
    try {
      out[name] = check(value, argSchema, name);
    } catch (error) {
      if (!(error instanceof Invalid)) throw error;
      params[name] = error.failure.message;
      details[name] = error.failure;
    }
  }
  const names = Object.keys(params);
  if (names.length > 0) throw new RestError(400, 'rest_invalid_param', `Invalid parameter(s): ${names.join(', ')}`, { params, details });
  return out;
}
