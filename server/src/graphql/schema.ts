/** Loads the SDL files of schema/ (one per domain) in a stable order. */
import fs from 'node:fs';
import path from 'node:path';

/** Where the SDL lives, from the source tree (tsx, jest) or from dist/. */
function schemaDir(): string {
  for (const candidate of [path.resolve(__dirname, '../../../schema'), path.resolve(__dirname, '../../../../schema')]) {
    if (fs.existsSync(path.join(candidate, 'base.graphql'))) return candidate;
  }
  throw new Error('schema/ folder not found');
}

export function loadTypeDefs(): string[] {
  const dir = schemaDir();
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)))
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
}
