/**
 * One chunk for the shop's shell (issue 22). Left to itself, the bundler gives every set of modules
 * shared by the shell (src/main.tsx) and some of the lazy screens a chunk of its own: some twenty
 * chunks of 0.2-2 kB that every page loads, each compressed on its own (about 7 kB more gzip than the
 * same code in one file). The shell always runs before any screen, so what it imports can be one chunk.
 *
 * Which modules the shell really uses is known only once the bundler has dropped what is not used
 * (the shell imports Chakra from its index, which names every component): so the client is bundled a
 * first time without this group (client/vite.config.mts, not written to disk), and the modules of the
 * chunks the shell loads there are the group of the build that is written. Kept out: the libraries'
 * own groups (React, Apollo, i18next), and the stages the entry runs before the shell
 * (client/src/ssr/shopStages.ts: Apollo's client, Chakra's system) with what they import, so that each
 * stage still evaluates only its own code and no chunk imports one that imports it back.
 */

import { staticClosure, type Bundle } from './chunkGraph';

/** The name of the shell's chunk group in client/vite.config.mts. */
export const SHELL_CHUNK = 'shell';

function chunkOf(bundle: Bundle, module: string): string | undefined {
  return Object.keys(bundle).find((file) => {
    const item = bundle[file];
    return item?.type === 'chunk' && item.moduleIds.some((id) => normalize(id).endsWith(`/${module}`));
  });
}

const normalize = (id: string) => id.replace(/\\/g, '/');

/**
 * The ids of the modules to bundle as the shell's one chunk, read from a first bundle: the modules of
 * the chunks `shell` (a module path such as 'src/main.tsx') loads, but not the shell module itself
 * (its chunk is the one the entry imports), nor the chunks of the entry and of each of `stages` with
 * what they import, nor `libraryChunks` (the names of the libraries' own groups).
 */
export function shellModules(bundle: Bundle, shell: string, stages: readonly string[], libraryChunks: readonly string[]): string[] {
  const main = chunkOf(bundle, shell);
  if (!main) throw new Error(`shell-chunk: no chunk holds ${shell}`);
  const apart = new Set<string>();
  for (const file of Object.keys(bundle)) {
    const item = bundle[file];
    if (item?.type === 'chunk' && item.isEntry) staticClosure(bundle, file, apart);
  }
  for (const stage of stages) {
    const file = chunkOf(bundle, stage);
    if (!file) throw new Error(`shell-chunk: no chunk holds ${stage}`);
    staticClosure(bundle, file, apart);
  }
  const isLibrary = (file: string) => libraryChunks.some((name) => new RegExp(`(^|/)${name}-[\\w-]+\\.js$`).test(file));
  const modules: string[] = [];
  for (const file of staticClosure(bundle, main)) {
    const item = bundle[file];
    if (apart.has(file) || isLibrary(file) || item?.type !== 'chunk') continue;
    for (const id of item.moduleIds) if (!normalize(id).endsWith(`/${shell}`)) modules.push(id);
  }
  return modules;
}
