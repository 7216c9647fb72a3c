/** Unit tests of @bo/shared: TypeScript specs next to the code, compiled by SWC (no type-check; see tsconfig.spec.json). */
module.exports = {
  testEnvironment: 'node',
  rootDir: __dirname,
  testMatch: ['**/src/**/*.spec.ts'],
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
};
