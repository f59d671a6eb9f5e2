import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The registries gathered from the homes' files (scripts/registries.mjs) are generated, not kept:
// write them before anything is bundled, so a test run on a fresh checkout has them.
execFileSync(process.execPath, [fileURLToPath(new URL('./scripts/registries.mjs', import.meta.url))], { stdio: 'inherit' });

// Its own port and state folder, so an `npm start` on 8787 can keep running.
const PORT = Number(process.env.E2E_PORT ?? 8788);
/** A second shop whose CMS is down (and so whose content cache stays empty), for tests/e2e/cms-outage.spec.ts. */
const CMS_DOWN_PORT = PORT + 100;
/**
 * Each shop keeps its own wrangler dev registry. In the shared one, the two shops (and any other
 * `wrangler dev` on the machine) register the same worker names, and a session reloads its workers
 * when the registry changes, which a test meets as "Your worker restarted mid-request".
 */
const registry = (port: number) => `WRANGLER_REGISTRY_PATH=.wrangler/registry-${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  expect: {
    // Screenshot baselines are named by the test's own name alone: one set, for this machine's
    // Debian Chromium, without the platform suffix Playwright adds by default.
    toHaveScreenshot: { pathTemplate: '{testDir}/{testFileDir}/{testFileName}-snapshots/{arg}{ext}' },
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      // Debian's Chromium: this machine cannot download a browser.
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [{
    // The mocks with their test controls on (scripts/e2e-mocks-config.mjs), so a test can age or hand
    // away a real basket through the storefront's development-only /fapi/test/cart routes.
    command: `node scripts/e2e-mocks-config.mjs && ${registry(PORT)} NODE_ENV=production npx wrangler dev -c wrangler.toml -c mocks/wrangler.e2e.toml --ip 127.0.0.1 --port ${PORT} --persist-to .wrangler/e2e-state-${PORT}`,
    // A real page: ready means the mocks have migrated and seeded, not just that the worker is up.
    url: `http://127.0.0.1:${PORT}/en-us`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  }, {
    // The same shop and mocks with the CMS unreachable (a closed port): nothing can fill its content
    // cache, as after a deploy or an eviction during a CMS outage. Its own state, so its mocks'
    // data are its own too. Ready once sign-in, which needs no CMS, renders.
    command: `${registry(CMS_DOWN_PORT)} NODE_ENV=production npx wrangler dev -c wrangler.toml -c mocks/wrangler.e2e.toml --ip 127.0.0.1 --port ${CMS_DOWN_PORT} --persist-to .wrangler/e2e-cms-down-${CMS_DOWN_PORT} --var UPSTREAM_CONTENT_URL:http://127.0.0.1:9`,
    url: `http://127.0.0.1:${CMS_DOWN_PORT}/en-us/sign-in`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    // Its every request logs the CMS unreachable: nothing to read there.
    stderr: 'ignore',
  }],
});
