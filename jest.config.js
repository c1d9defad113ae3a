/** Jest: `unit` runs pure domain tests, `server` runs GraphQL and local-store tests over real SQLite. */
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }] };

module.exports = {
  projects: [
    { displayName: 'unit', testEnvironment: 'node', transform, testMatch: ['<rootDir>/tests/unit/**/*.test.ts'] },
    {
      displayName: 'server',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
      testTimeout: 30000,
    },
  ],
};
