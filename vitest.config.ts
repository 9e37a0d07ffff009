import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];
const standInTests = ['apps/stand-ins/src/**/*.test.ts'];
// Server tests that need no database (*.unit.test.ts) run once, in a project of their own, not per engine.
const serverUnitTests = ['apps/server/src/**/*.unit.test.ts'];
const databaseExclude = [...configDefaults.exclude, ...serverUnitTests];

// The stand-ins' package answers with its built bundle (what the server loads at run time); tests read
// its source instead, so that they need no build.
const standInsFromSource = {
  alias: [
    {
      find: /^@store\/stand-ins$/,
      replacement: fileURLToPath(new URL('apps/stand-ins/src/index.ts', import.meta.url)),
    },
  ],
};

// Waiting for something that happens elsewhere (a webhook delivered, a page that re-renders) takes
// longer on a busy CI machine than Vitest's one-second default allows.
const patientPolls = { poll: { timeout: 10_000 } };

/**
 * Server files share their worker's loaded modules instead of loading Fastify, Drizzle, PGlite and every
 * module again for each file (about 1.5 s of a core per file, twice per file with two engines). Each file
 * still builds its own app on its own database; what a file changes in a module's memory (fake clocks)
 * it puts back in its own hooks.
 */
const sharedModules = { isolate: false };

/**
 * Server tests, and the stand-ins' (which run them on the shop's database), run once on PGlite and, when
 * TEST_DATABASE_URL names a PostgreSQL server, once more on it: the same migrations and queries must hold
 * on both engines.
 */
function databaseProjects(name: string, include: string[]): TestProjectInlineConfiguration[] {
  const projects: TestProjectInlineConfiguration[] = [
    {
      resolve: standInsFromSource,
      test: {
        name: `${name}:pglite`,
        include,
        ...sharedModules,
        exclude: databaseExclude,
        env: { TEST_DATABASE_KIND: 'pglite' },
        expect: patientPolls,
        // A file's database and catalogue (pictures drawn by sharp) take seconds on a loaded machine, and a
        // test that buys through the local checkout takes seconds while a journey runs beside it.
        hookTimeout: 30_000,
        testTimeout: 20_000,
        globalSetup: ['apps/server/src/test/database/pglite-template.ts'],
      },
    },
  ];
  if (process.env.TEST_DATABASE_URL) {
    projects.push({
      resolve: standInsFromSource,
      test: {
        name: `${name}:postgres`,
        include,
        ...sharedModules,
        exclude: databaseExclude,
        env: { TEST_DATABASE_KIND: 'postgres' },
        expect: patientPolls,
        hookTimeout: 30_000,
        testTimeout: 20_000,
        globalSetup: ['apps/server/src/test/database/postgres-template.ts'],
      },
    });
  }
  return projects;
}

export default defineConfig({
  test: {
    // Vitest's default is one file at a time on a two-core machine (the CI's kind). Two at once keep both
    // cores busy: a journey spends most of its time waiting for its browser and its store, while a server
    // file beside it computes.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          // zod's messages in Spanish, as the server has them: its app imports this module at start-up
          // (the contract's index does not, so that the browser does not download the locale).
          setupFiles: ['packages/contract/src/zod-spanish.ts'],
        },
      },
      {
        test: { name: 'money', include: ['packages/money/src/**/*.test.ts'] },
      },
      {
        test: { name: 'lint-rules', include: ['eslint-rules/**/*.test.js'] },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A test that types and clicks through a form takes seconds when the machine is busy.
          testTimeout: 20_000,
        },
      },
      {
        // Reading every module's source (the SQL ownership test) takes seconds while a journey runs beside it.
        test: { name: 'server:unit', include: serverUnitTests, testTimeout: 20_000 },
      },
      ...databaseProjects('server', serverTests),
      ...databaseProjects('stand-ins', standInTests),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          expect: patientPolls,
          // The PostgreSQL start, fault, load and nginx tests need a server to run against; they are part
          // of the suite when one is named.
          exclude: process.env.TEST_DATABASE_URL
            ? []
            : [
                'e2e/postgres-start.test.ts',
                'e2e/faults.test.ts',
                'e2e/load.test.ts',
                'e2e/behind-nginx.test.ts',
                'e2e/cluster-metrics.test.ts',
              ],
          // Each journey file starts its own store, on a copy of one seeded once for the run.
          globalSetup: ['e2e/support/store-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
