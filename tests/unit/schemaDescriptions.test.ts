/**
 * Every part of the API a developer can meet in the explorers' Docs has a description: each type, field,
 * argument, enum value and input field of `schema/*.graphql`, and each directive the schema defines.
 */
import {
  buildASTSchema,
  concatAST,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedDirective,
  isSpecifiedScalarType,
  parse,
  type GraphQLArgument,
} from 'graphql';
import { loadTypeDefs } from '../../server/src/graphql/schema';

const schema = buildASTSchema(concatAST(loadTypeDefs().map((source) => parse(source))));
const described = (description: string | null | undefined) => Boolean(description?.trim());

function undescribedArguments(owner: string, args: readonly GraphQLArgument[]): string[] {
  return args.filter((arg) => !described(arg.description)).map((arg) => `${owner}(${arg.name}:)`);
}

/** Every schema coordinate (Type, Type.field, Type.field(arg:), Enum.VALUE, @directive) without a description. */
function undescribed(): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    if (!described(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!described(field.description)) missing.push(`${type.name}.${field.name}`);
        missing.push(...undescribedArguments(`${type.name}.${field.name}`, field.args));
      }
    }
    if (isInputObjectType(type))
      for (const field of Object.values(type.getFields())) if (!described(field.description)) missing.push(`${type.name}.${field.name}`);
    if (isEnumType(type))
      for (const value of type.getValues()) if (!described(value.description)) missing.push(`${type.name}.${value.name}`);
  }
  for (const directive of schema.getDirectives()) {
    if (isSpecifiedDirective(directive)) continue;
    if (!described(directive.description)) missing.push(`@${directive.name}`);
    missing.push(...undescribedArguments(`@${directive.name}`, directive.args));
  }
  return missing;
}

describe('schema descriptions', () => {
  it('describe every type, field, argument, enum value and input field', () => {
    expect(undescribed()).toEqual([]);
  });

  it('are looked for everywhere (the walk finds the types of every schema file)', () => {
    for (const name of [
      'Product',
      'CartPricing',
      'CheckoutQuote',
      'PlaceOrderInput',
      'Customer',
      'AccountErrorCode',
      'Order',
      'SiteAccess',
    ])
      expect(schema.getType(name)).toBeDefined();
  });

  // The resolvers refuse these with NOT_FOUND unless INTERNAL_PAGES is on (tests/server/appShell.test.ts).
  it('say which fields answer only where the internal test pages are on', () => {
    const query = schema.getQueryType()!.getFields();
    for (const name of ['currencyPluginStatus', 'currencyPluginPrices'])
      expect([name, query[name]?.description]).toEqual([
        name,
        expect.stringMatching(/only when the\s+internal test pages are on \(INTERNAL_PAGES/),
      ]);
  });
});
