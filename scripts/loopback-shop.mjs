// The shop and its mocks under `wrangler dev` on loopback, for the scripts that attack or load it
// (fuzz, soak): a fresh state folder each run, production mode, stopped with its whole process group.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

/** Resolves once `url` answers 2xx, polling; rejects after `timeoutMs`. */
export async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms`);
}

/**
 * Starts the shop on 127.0.0.1:`port` with the mocks (`mocksConfig`, the e2e one to have their test
 * controls), or uses `origin` when given (a shop already running). Answers its origin and a stop.
 */
export async function loopbackShop({ port, state, origin, mocksConfig = 'mocks/wrangler.toml' }) {
  if (origin) return { origin, stop: () => undefined };
  rmSync(state, { recursive: true, force: true });
  const server = spawn('npx', ['wrangler', 'dev', '-c', 'wrangler.toml', '-c', mocksConfig, '--ip', '127.0.0.1', '--port', String(port), '--persist-to', state], {
    // A dev registry of its own: a session reloads its workers when another one registers the same names.
    env: { ...process.env, NODE_ENV: 'production', WRANGLER_REGISTRY_PATH: `.wrangler/registry-${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const shop = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  try {
    // A real page: ready means the mocks have migrated and seeded.
    await waitFor(`${shop}/en-us`, 180_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin: shop, stop };
}
