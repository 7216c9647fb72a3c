/**
 * Backend tests, compiled by SWC (decorator metadata on, no type-check: `npm run typecheck` does that).
 * unit: `src/**\/*.spec.ts`, pure and fast. int: `test/**\/*.int-spec.ts` against the real local
 * PostgreSQL (a fresh database per run, made in global-setup) and Redis (a per-run key prefix).
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  testEnvironment: 'node',
  rootDir: __dirname,
  // NestJS 12 ships ES modules only; Jest on Node 20 cannot require() them, so SWC turns them into CommonJS too.
  transform: { '^.+\\.(ts|js|mjs)$': swc },
  transformIgnorePatterns: ['/node_modules/(?!@nestjs/)'],
  moduleNameMapper: { '^@bo/shared$': '<rootDir>/../shared/src/index.ts' },
};
module.exports = {
  projects: [
    { ...common, displayName: 'backend-unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'backend-int',
      testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/jest-timeout.ts'],
    },
  ],
};
