/**
 * Jest: `unit` runs pure domain tests, `server` runs GraphQL and local-store tests over real SQLite,
 * `components` renders client components in jsdom with Testing Library (tests/client).
 */
/** The package's `#common/*` and `#generated/*` imports, read from the sources (Node's own resolution reads dist/). */
// @common/*: the browser modules that tests import name the shared folder as the client does.
const moduleNameMapper = {
  '^#common/(.*)$': '<rootDir>/common/$1',
  '^@common/(.*)$': '<rootDir>/common/$1',
  '^#generated/(.*)$': '<rootDir>/generated/$1',
};
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }] };

// The client's own aliases (client/tsconfig.json paths), and JSX with React's automatic runtime as Vite builds it.
const clientModuleNameMapper = {
  '^@/(.*)$': '<rootDir>/client/src/$1',
  '^@common/(.*)$': '<rootDir>/common/$1',
  '^@generated/(.*)$': '<rootDir>/generated/client/$1',
};
const clientTransform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
      module: { type: 'commonjs' },
    },
  ],
};

module.exports = {
  // Jest 30's runner reads the timeout from the global configuration only (a project's own is ignored):
  // server tests start real servers on a shared 2-core machine, so every test gets 30 s, CI or not.
  testTimeout: 30000,
  projects: [
    { displayName: 'unit', testEnvironment: 'node', transform, moduleNameMapper, testMatch: ['<rootDir>/tests/unit/**/*.test.ts'] },
    {
      displayName: 'server',
      testEnvironment: 'node',
      transform,
      moduleNameMapper,
      testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
    },
    {
      displayName: 'components',
      testEnvironment: 'jsdom',
      transform: clientTransform,
      moduleNameMapper: clientModuleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/tests/client/setup.ts'],
      testMatch: ['<rootDir>/tests/client/**/*.test.tsx'],
    },
  ],
};
