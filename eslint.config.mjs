// ESLint flat config. Correctness rules only: prettier owns the style (see .prettierrc.json).
// typescript-eslint runs without type information on purpose: it stays fast on a 2-core CI machine,
// and `npm run typecheck` already runs the compiler.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS_FILES = ['**/*.{ts,tsx,mts,cts}'];

const unusedVars = {
  args: 'after-used',
  argsIgnorePattern: '^_',
  varsIgnorePattern: '^_',
  caughtErrorsIgnorePattern: '^_',
  destructuredArrayIgnorePattern: '^_',
  ignoreRestSiblings: true,
};

export default defineConfig(
  globalIgnores(['**/node_modules/', '**/dist/', 'generated/', 'data/', 'test-results/', 'playwright-report/', 'coverage/']),

  // Every JavaScript and TypeScript file: ESLint's recommended rules.
  {
    files: ['**/*.{js,mjs,cjs}', ...TS_FILES],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'warn' },
    rules: { 'no-unused-vars': ['error', unusedVars] },
  },
  // Node globals everywhere but in the browser code of the client.
  { ignores: ['client/**'], languageOptions: { globals: { ...globals.node } } },
  { files: ['client/vite.config.*'], languageOptions: { globals: { ...globals.node } } },
  // Plain .js files are CommonJS (package.json has no "type": "module"), e.g. jest.config.js.
  { files: ['**/*.{js,cjs}'], languageOptions: { sourceType: 'commonjs' } },

  // TypeScript: the recommended rules, without type-aware linting.
  {
    files: TS_FILES,
    extends: [tseslint.configs.recommended],
    rules: {
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': ['error', unusedVars],
    },
  },

  // The React client runs in the browser (its Vite config runs in Node, above).
  {
    files: ['client/**'],
    ignores: ['client/vite.config.*'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // The rules of hooks. The plugin's React Compiler diagnostics (set-state-in-effect, purity, refs...)
  // stay off: the client is not compiled with React Compiler.
  {
    files: ['client/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
