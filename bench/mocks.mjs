// node bench/mocks.mjs: the mock catalogue's SQL under a 1,000-product seed (target:
// search and catalog stay under 50 ms). Starts the mocks worker alone, waits for the seed,
// then times each query sequentially, straight to the mocks (no storefront in between).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { cpus, loadavg } from 'node:os';

const TARGET_MS = 50;
const HEADERS = { 'x-auth-access': 'bench' };

/**
 * A big category (Men: every men's leaf), filters that cut across facets, and text queries.
 * Two baselines put the figures in context on a busy machine: a route that never touches D1,
 * and product details (one round trip: seed version plus a primary-key read).
 */
const QUERIES = [
  ['baseline: no D1 (unknown path, 404)', () => '/baseline-not-found', 404],
  ['baseline: details (one D1 round trip, PK read)', () => '/products/v2/products/JK452368/details?locale=en-us'],
  ['catalog: facets + sort (Men, price-desc, 48)', () => '/products/v2/catalog?categoryId=10000&sort=price-desc&count=48&locale=en-us'],
  ['catalog: 2 filters (colour + size, newest)', () => '/products/v2/catalog?categoryId=10000&color=black&color=navy&size=M&sort=newest&count=48&locale=en-us'],
  ['search: "jacket" (relevance, 48)', () => '/products/v2/search/productSearch?q=jacket&count=48&locale=en-us'],
  ['autoSuggest (rotating 2-3 letter prefixes)', (i) => `/products/v2/search/autoSuggest?q=${['ja', 'od', 'fle', 'bo', 'sh', 'men', 'tr', 'gl'][i % 8]}&locale=en-us`],
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function get(origin, path, expectedStatus = 200) {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, { headers: HEADERS });
  const body = await response.text();
  const ms = performance.now() - started;
  if (response.status !== expectedStatus) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
  const db = /db;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1];
  return { ms, body, dbMs: db === undefined ? undefined : Number(db) };
}

/** The first request migrates and seeds; a 1,000-product seed takes a few seconds. */
async function waitUntilSeeded(origin, products, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      // Every product sits under exactly one top-level category; their counts add up to the seed.
      let total = 0;
      for (const top of ['10000', '20000', '30000', '40000']) {
        const { body } = await get(origin, `/products/v2/catalog?categoryId=${top}&count=1`);
        total += JSON.parse(body).numFound;
      }
      if (total === products) return;
      lastError = new Error(`seeded ${total} products, expected ${products}`);
    } catch (error) {
      lastError = error;
    }
    await sleep(500);
  }
  throw new Error(`mocks not seeded within ${timeoutMs} ms: ${lastError}`);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function benchMocks({ port = 8796, products = 1000, warmup = 5, samples = 50, persistTo = `.wrangler/bench-mocks-${products}`, log = console.log } = {}) {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(
    'npx',
    ['wrangler', 'dev', '-c', 'mocks/wrangler.toml', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', persistTo, '--var', `SEED_PRODUCTS:${products}`],
    { cwd: fileURLToPath(new URL('..', import.meta.url)), stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    const seedStarted = performance.now();
    await waitUntilSeeded(origin, products, 240_000);
    log(`mocks up and seeded with ${products} products in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s (includes worker start-up)`);
    const rows = [];
    for (const [name, path, status] of QUERIES) {
      for (let i = 0; i < warmup; i++) await get(origin, path(i), status);
      const times = [];
      const dbTimes = [];
      for (let i = 0; i < samples; i++) {
        const { ms, dbMs } = await get(origin, path(i), status);
        times.push(ms);
        if (dbMs !== undefined) dbTimes.push(dbMs);
      }
      times.sort((a, b) => a - b);
      dbTimes.sort((a, b) => a - b);
      const baseline = name.startsWith('baseline');
      rows.push({
        name,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        dbP50: dbTimes.length ? percentile(dbTimes, 50) : undefined,
        ok: baseline ? undefined : percentile(times, 95) < TARGET_MS,
      });
    }
    log(`\n${samples} sequential requests per query after ${warmup} warm-up, direct to the mocks\n`);
    log(`${'query'.padEnd(48)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'SQL p50'.padStart(9)}  p95 < ${TARGET_MS} ms`);
    for (const row of rows) {
      const sql = row.dbP50 === undefined ? '-' : row.dbP50.toFixed(1);
      log(`${row.name.padEnd(48)}${row.p50.toFixed(1).padStart(8)}${row.p95.toFixed(1).padStart(8)}${sql.padStart(9)}  ${row.ok === undefined ? '-' : row.ok ? 'yes' : 'NO'}`);
    }
    log('SQL p50: the D1-reported statement time of the batch (server-timing), without worker and HTTP overhead.');
    log(`\nload average: ${loadavg().map((n) => n.toFixed(1)).join(' ')} on ${cpus().length} cores`);
    return rows;
  } finally {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {}
    await Promise.race([exited, sleep(5000)]);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await benchMocks({ products: Number(process.env.SEED_PRODUCTS ?? 1000) });
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  }
}
