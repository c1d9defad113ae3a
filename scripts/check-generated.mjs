#!/usr/bin/env node
// `npm run codegen:check`: regenerates generated/ from schema/ and the client's documents, then fails
// when the result differs from what git has (a schema or a query changed without `npm run codegen`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const target = 'generated/';

function run(command, args, options = {}) {
  return spawnSync(command, args, { cwd: root, encoding: 'utf8', ...options });
}

function fail(message) {
  console.error(`codegen:check: ${message}`);
  process.exit(1);
}

const binary = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'graphql-codegen.cmd' : 'graphql-codegen');
if (!fs.existsSync(binary)) fail(`${path.relative(root, binary)} is missing: run \`npm ci\` first.`);

const inRepo = run('git', ['rev-parse', '--is-inside-work-tree']);
if (inRepo.error || inRepo.status !== 0) {
  fail('this check compares generated/ with git, but the project is not a git work tree (or git is missing).');
}

const codegen = run(binary, ['--config', 'codegen.yml'], { stdio: 'inherit' });
if (codegen.error) fail(`could not run graphql-codegen: ${codegen.error.message}`);
if (codegen.status !== 0) fail(`graphql-codegen failed (exit ${codegen.status ?? codegen.signal}); see its output above.`);

const status = run('git', ['status', '--porcelain', '--untracked-files=all', '--', target]);
if (status.status !== 0) fail(`git status failed: ${status.stderr.trim()}`);
const changes = status.stdout.split('\n').filter((line) => line.trim() !== '');
if (changes.length === 0) {
  console.log('codegen:check: generated/ is up to date.');
  process.exit(0);
}

const untracked = changes.filter((line) => line.startsWith('??')).map((line) => line.slice(3));
const diffStat = run('git', ['diff', 'HEAD', '--stat', '--', target]);
// Without a first commit there is no HEAD to diff with: fall back to the index.
const stat = diffStat.status === 0 ? diffStat.stdout : run('git', ['diff', '--stat', '--', target]).stdout;

console.error('codegen:check: generated/ is stale. These files differ from git after `npm run codegen`:\n');
for (const line of changes) console.error(`  ${line}`);
if (stat.trim()) console.error(`\n${stat.trimEnd()}`);
if (untracked.length > 0) console.error(`\n${untracked.length} new file(s) not in git: ${untracked.join(', ')}`);
console.error('\nRun `npm run codegen` and commit the files under generated/ with the change that caused them.');
process.exit(1);
