/** What the build plugins read of a bundle (Rolldown's OutputBundle): chunks by file name, their modules and static imports. */
export interface BundleChunk {
  type: 'chunk';
  isEntry: boolean;
  imports: readonly string[];
  moduleIds: readonly string[];
}
export type Bundle = Record<string, BundleChunk | { type: 'asset' }>;

/** `start` and the chunks it imports statically, transitively. */
export function staticClosure(bundle: Bundle, start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  seen.add(start);
  const chunk = bundle[start];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}
