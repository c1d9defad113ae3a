/**
 * Reads which root fields a GraphQL request selects, from its parsed document (never by matching
 * strings): the gate lets a locked browser run only the gate's own fields.
 */
import { Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * The names (not the aliases) of the root fields an operation selects, fragments on the root type
 * included. Fields under `@skip`/`@include` count too: what may run is what is checked.
 */
export function rootFieldNames(document: DocumentNode, operation: OperationDefinitionNode): Set<string> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const names = new Set<string>();
  const visited = new Set<string>();
  const collect = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet);
      else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (visited.has(name)) continue;
        visited.add(name);
        // An unknown fragment is a validation error Apollo reports; nothing to collect from it.
        if (fragment) collect(fragment.selectionSet);
      }
    }
  };
  collect(operation.selectionSet);
  return names;
}
