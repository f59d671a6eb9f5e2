import { configDefaults, defineConfig } from 'vitest/config';
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The registries gathered from the homes' files (scripts/registries.mjs) are generated, not kept:
// write them before anything is bundled, so a test run on a fresh checkout has them.
execFileSync(process.execPath, [fileURLToPath(new URL('./scripts/registries.mjs', import.meta.url))], { stdio: 'inherit' });

// Two layers: pure shared/client logic runs in Node; everything that touches
// bindings runs inside workerd with the mocks worker attached as a service.
export default defineConfig({
  test: {
    // Every request the worker tests make writes its one log line (worker/middleware/request-log):
    // thousands of them would bury what a failing test printed. The log's own tests spy on them.
    onConsoleLog: (log) => !log.startsWith('{"msg":"request",'),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'client/**/*.test.ts', 'mocks/**/*.test.ts', 'worker/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'scripts/deploy.test.ts'],
        },
      },
      {
        // The deploy's dry runs bundle both workers with wrangler, seconds of both cores: they run as
        // their own step after the other projects (see the test script), never beside the workerd pool.
        test: {
          name: 'deploy',
          environment: 'node',
          include: ['scripts/deploy.test.ts'],
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              // Pages render on every request here, so tests can count upstream calls; the edge
              // HTML cache has its own tests (tests/worker/html-cache.test.ts), which switch it on.
              bindings: { HTML_CACHE: 'off' },
              workers: [
                {
                  name: 'ridgeline-mocks',
                  modules: true,
                  modulesRules: [{ type: 'Text', include: ['**/*.sql'] }],
                  scriptPath: './.build/mocks/index.js',
                  compatibilityDate: '2026-04-01',
                  compatibilityFlags: ['nodejs_compat'],
                  d1Databases: { DB: 'ridgeline-mocks-test' },
                  // The cart tests age baskets and make employees through the mocks' test controls.
                  bindings: { MOCKS_TEST_CONTROL: 'on' },
                },
              ],
            },
          }),
        ],
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
        },
      },
    ],
  },
});
