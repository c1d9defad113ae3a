/**
 * The explorers' example operations are valid against the schema, named apart (Sandbox opens them all in
 * one document), and come with every variable their operations declare.
 */
import { buildASTSchema, concatAST, Kind, parse, validate, type OperationDefinitionNode } from 'graphql';
import { loadTypeDefs } from '../../server/src/graphql/schema';
import { EXPLORER_EXAMPLES } from '../../server/src/http/explorerExamples';

const schema = buildASTSchema(concatAST(loadTypeDefs().map((source) => parse(source))));

const operationsOf = (document: string): OperationDefinitionNode[] =>
  parse(document).definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);

describe('explorer examples', () => {
  it('cover the catalog, cart pricing and checkout', () => {
    expect(EXPLORER_EXAMPLES.map((example) => example.name)).toEqual(['Catalog', 'Cart pricing', 'Checkout']);
    const names = (example: string) =>
      operationsOf(EXPLORER_EXAMPLES.find((each) => each.name === example)!.document).map((op) => op.name?.value);
    expect(names('Cart pricing')).toContain('CartPricing');
    expect(names('Checkout')).toEqual(expect.arrayContaining(['CheckoutQuote', 'PlaceOrder', 'PayWithTestCard', 'ConfirmOrderPayment']));
  });

  it.each(EXPLORER_EXAMPLES.map((example) => [example.name, example] as const))('%s is valid against the schema', (_name, example) => {
    expect(validate(schema, parse(example.document)).map((error) => error.message)).toEqual([]);
  });

  it('are all valid together, as Sandbox opens them, with every operation named apart', () => {
    const together = EXPLORER_EXAMPLES.map((example) => example.document).join('\n');
    expect(validate(schema, parse(together)).map((error) => error.message)).toEqual([]);
    expect(operationsOf(together).every((operation) => operation.name)).toBe(true);
  });

  it.each(EXPLORER_EXAMPLES.map((example) => [example.name, example] as const))(
    '%s gives every variable its operations declare',
    (_name, example) => {
      const declared = operationsOf(example.document).flatMap((operation) =>
        (operation.variableDefinitions ?? []).map((definition) => definition.variable.name.value),
      );
      expect(declared.filter((name) => !(name in example.variables))).toEqual([]);
    },
  );
});
