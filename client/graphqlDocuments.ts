import fs from 'node:fs';
import type { Plugin } from 'vite';

/**
 * What the GraphQL Code Generator's client preset does with its Babel or SWC plugin, for this build
 * (issue 22: first-load JS): each `graphql(`...`)` call in the client's code becomes an import of that
 * one document, taken from generated/client/graphql.ts into a module of its own. Without it, the
 * `graphql` function's map in gql.ts holds every document of the shop and every page's first load
 * carries them all; importing them from graphql.ts would not do either (a bundler splits by module, and
 * that module would go whole with the entry); with it, each chunk carries the documents its code uses. Names as codegen writes them: `<Operation>Document`,
 * `<Fragment>FragmentDoc`, each part between underscores in PascalCase; a name not found there stops the build (run `npm run codegen`).
 */
const PREFIX = 'virtual:graphql-document/';

export function graphqlDocumentImports(generatedFile: string): Plugin {
  /** Each document's JSON (codegen writes one per line), by its exported name. */
  let documents: Map<string, string>;
  return {
    name: 'graphql-document-imports',
    apply: 'build',
    // On the TypeScript source, before it is compiled.
    enforce: 'pre',
    buildStart() {
      const source = fs.readFileSync(generatedFile, 'utf8');
      documents = new Map(
        Array.from(
          source.matchAll(/^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode<[^;]*>;$/gm),
          (match) => [match[1]!, match[2]!],
        ),
      );
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      return `export default ${documents.get(id.slice(PREFIX.length + 1))};\n`;
    },
    transform(code, id) {
      if (!/[\\/]client[\\/]src[\\/].*\.tsx?$/.test(id) || !/from ['"]@generated\/gql['"]/.test(code)) return null;
      const imports = new Set<string>();
      const replaced = code.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (_call, document: string) => {
        const definition = /\b(query|mutation|subscription|fragment)\s+(\w+)/.exec(document);
        if (!definition) throw new Error(`${id}: a graphql() document without a named operation or fragment`);
        // Codegen's names: each part between underscores in PascalCase (FilterPanel_options: FilterPanel_Options).
        const pascal = definition[2]!
          .split('_')
          .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
          .join('_');
        const name = definition[1] === 'fragment' ? `${pascal}FragmentDoc` : `${pascal}Document`;
        if (!documents.has(name)) throw new Error(`${id}: ${name} is not in generated/client/graphql.ts (run npm run codegen)`);
        imports.add(name);
        return `__document_${name}`;
      });
      if (imports.size === 0) return null;
      const header = Array.from(imports, (name) => `import __document_${name} from '${PREFIX}${name}';\n`).join('');
      return { code: header + replaced, map: null };
    },
  };
}
