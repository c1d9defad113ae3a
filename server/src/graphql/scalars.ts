/**
 * The whole-number scalars, strict: graphql-scalars' PositiveInt and NonNegativeInt read a variable
 * with parseInt, so 1.5 became 1, 99.9 became 99, 1e21 became 1 and "3" became 3. Here a variable
 * must be a JSON number that is a safe integer, or the operation is refused (BAD_USER_INPUT) before
 * any resolver runs; literals are whole numbers by the grammar already (graphql-scalars checks them).
 */
import { NonNegativeIntResolver, PositiveIntResolver } from 'graphql-scalars';
import { GraphQLError, GraphQLScalarType } from 'graphql';

function strictInteger(scalar: GraphQLScalarType, rule: string): GraphQLScalarType {
  const config = scalar.toConfig();
  return new GraphQLScalarType({
    ...config,
    parseValue(value: unknown) {
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
        throw new GraphQLError(`${config.name} must be ${rule}, got ${JSON.stringify(value) ?? String(value)}`);
      }
      return config.parseValue!(value);
    },
  });
}

export const PositiveInt = strictInteger(PositiveIntResolver, 'a whole number from 1');
export const NonNegativeInt = strictInteger(NonNegativeIntResolver, 'a whole number from 0');
