/**
 * Invalid GraphQL requests generated from the schema, deterministically (a seeded PRNG): for every
 * root query and mutation, a well-formed call whose variables are then broken one way (a wrong type,
 * a huge string, a negative or huge number, an unknown enum value, null where null is refused, deep
 * nesting, an unknown input field), plus broken documents (unknown fields and arguments, missing
 * arguments, deep selections).
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { Random } from '../../../server/localstore/db/seed/random';

export interface FuzzRequest {
  /** What was broken, for a failure message. */
  label: string;
  query: string;
  variables: Record<string, unknown>;
}

const SCALAR_SAMPLES: Record<string, unknown> = {
  String: 'x',
  ID: '1',
  Int: 1,
  Float: 1.5,
  Boolean: true,
  PositiveInt: 1,
  NonNegativeInt: 0,
  DateTime: '2026-01-01T00:00:00.000Z',
  CurrencyCode: 'EUR',
};

/** A plausible value of `type` (required input fields only, a level of lists). */
function sample(type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return sample(type.ofType, depth);
  if (isListType(type)) return [sample(type.ofType, depth)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    if (depth > 4) return value;
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = sample(field.type, depth + 1);
    }
    return value;
  }
  return SCALAR_SAMPLES[type.name] ?? 'x';
}

type Breaker = (type: GraphQLInputType, random: () => number) => unknown;

const nested = (levels: number): unknown => (levels === 0 ? 'x' : { deeper: nested(levels - 1), list: [[[levels]]] });

/** The ways one value is broken; each returns a value that `type` refuses (or an app rule must refuse). */
const BREAKERS: Record<string, Breaker> = {
  wrongType: (type) => {
    const named = getNamedType(type);
    if (isInputObjectType(named) || isListType(type)) return 42;
    return isScalarType(named) && ['Int', 'Float', 'PositiveInt', 'NonNegativeInt', 'Boolean'].includes(named.name)
      ? 'not a number'
      : { object: true };
  },
  hugeString: () => 'é'.repeat(20_000),
  negative: () => -1,
  hugeNumber: (_type, random) => [2 ** 53, 1e308, -1e308, 2 ** 31, 0.5][Math.floor(random() * 5)],
  unknownEnum: () => 'NOT_A_VALUE',
  null: () => null,
  deepNesting: () => nested(60),
  unknownField: (type) => {
    const named = getNamedType(type);
    const base = isInputObjectType(named) ? (sample(named) as Record<string, unknown>) : {};
    return { ...base, notAField: 'x', alsoUnknown: [1, 2] };
  },
};

/** Every input position of a field's arguments: [path of keys, its type]. */
function positions(args: readonly GraphQLArgument[]): { path: string[]; type: GraphQLInputType }[] {
  const found: { path: string[]; type: GraphQLInputType }[] = [];
  const walk = (path: string[], type: GraphQLInputType, depth: number) => {
    found.push({ path, type });
    const named = getNamedType(type);
    if (depth < 3 && isInputObjectType(named)) {
      for (const field of Object.values(named.getFields())) walk([...path, field.name], field.type, depth + 1);
    }
  };
  for (const arg of args) walk([arg.name], arg.type, 0);
  return found;
}

function setAt(target: Record<string, unknown>, path: string[], value: unknown) {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    node[key] = next && typeof next === 'object' && !Array.isArray(next) ? { ...(next as object) } : {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
}

function operation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, selection = '__typename'): string {
  const defs = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const returns = getNamedType(field.type);
  const select = isScalarType(returns) || isEnumType(returns) ? '' : ` { ${selection} }`;
  return `${kind} Fuzz${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''}${select} }`;
}

/** `count` invalid requests over every root field of `schema`, the same ones for the same seed. */
export function invalidRequests(schema: GraphQLSchema, seed: number, count: number): FuzzRequest[] {
  // The local store's seeded generator: a failing case is found again by its seed.
  const generator = new Random(seed);
  const random = () => generator.next();
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const roots = [
    ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({ kind: 'query' as const, field })),
    ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => ({ kind: 'mutation' as const, field })),
  ];
  const breakerNames = Object.keys(BREAKERS);
  const requests: FuzzRequest[] = [];

  const broken = (root: (typeof roots)[number]): FuzzRequest => {
    const { kind, field } = root;
    const variables: Record<string, unknown> = {};
    for (const arg of field.args) variables[arg.name] = sample(arg.type);
    const spots = positions(field.args);
    const query = operation(kind, field);
    if (spots.length === 0 || random() < 0.15) return brokenDocument(root);
    // One to three positions broken at once.
    const labels: string[] = [];
    for (let i = 0, n = 1 + Math.floor(random() * 3); i < n; i++) {
      const spot = pick(spots);
      const name = pick(breakerNames);
      setAt(variables, spot.path, BREAKERS[name]!(spot.type, random));
      labels.push(`${spot.path.join('.')}=${name}`);
    }
    return { label: `${field.name} ${labels.join(', ')}`, query, variables };
  };

  const brokenDocument = ({ kind, field }: (typeof roots)[number]): FuzzRequest => {
    const variables: Record<string, unknown> = {};
    for (const arg of field.args) variables[arg.name] = sample(arg.type);
    const variant = Math.floor(random() * 5);
    if (variant === 0)
      return { label: `${field.name} unknown selection`, query: operation(kind, field, '__typename notAField'), variables };
    if (variant === 1) {
      const query = `${kind} { ${field.name}(notAnArgument: 1) { __typename } }`;
      return { label: `${field.name} unknown argument`, query, variables: {} };
    }
    if (variant === 2)
      return { label: `${field.name} arguments missing`, query: `${kind} { ${field.name} { __typename } }`, variables: {} };
    if (variant === 3) {
      const deep = Array.from({ length: 40 }, () => '__typename ... on Query {').join(' ') + ' __typename ' + '}'.repeat(40);
      return { label: `${field.name} deep selection`, query: `${kind} { ${deep} }`, variables: {} };
    }
    return { label: `${field.name} undeclared variable`, query: operation(kind, field).replace(/\(\$[^)]*\)/, ''), variables };
  };

  while (requests.length < count) requests.push(broken(pick(roots)));
  return requests;
}
