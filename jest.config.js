/** Jest: `unit` runs pure domain tests, `server` runs GraphQL and local-store tests over real SQLite. */
/** The package's `#common/*` and `#generated/*` imports, read from the sources (Node's own resolution reads dist/). */
// @common/*: the browser modules that tests import name the shared folder as the client does.
const moduleNameMapper = {
  '^#common/(.*)$': '<rootDir>/common/$1',
  '^@common/(.*)$': '<rootDir>/common/$1',
  '^#generated/(.*)$': '<rootDir>/generated/$1',
};
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }] };

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
  ],
};
