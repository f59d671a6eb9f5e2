// node bench/cpu.mjs: the storefront worker's own CPU time per request. The mocks run in a
// wrangler dev of their own (the storefront's MOCKS service binding finds them through a local
// dev registry private to this run, so another checkout's mocks can never answer), so the
// storefront's workerd process does nothing but the storefront's work; its CPU time (utime +
// stime from /proc) is read before and after a fixed number of sequential requests. CPU time
// stays put on a busy machine where wall time does not.
//
// The storefront runs as `wrangler dev` runs it, minus the inspector: the CLI always attaches a
// DevTools session to the runtime (Runtime and Network domains, so every subrequest is reported
// over it), which production has no counterpart for. The runtime process still holds what
// miniflare puts in front of any worker (its entry worker, the static-assets router, HTTP) and the
// simulated KV and Cache API: an empty worker run the same way measures that floor, and every row
// prints its raw figure, the figure net of the empty worker ("own") and net of the trivial route.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { jarHeader, remember, visitorCookies } from './cookie-jar.mjs';
import { cpuMs, devProcesses, TICKS_PER_SECOND } from './process-cpu.mjs';
import { waitFor } from './dev-server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// The page and payment registries are generated: write them before wrangler bundles the worker.
execFileSync(process.execPath, [join(ROOT, 'scripts/registries.mjs')], { stdio: 'inherit' });
const RENDER = { 'x-html-cache': 'bypass' };
// A guest with one line in the basket: filled in before the rows run (see shopperWithCart).
const SHOPPER = {};
// Another guest with one line, for the checkout page (which prepares the basket's order).
const CHECKOUT_SHOPPER = {};
/**
 * Name, path, headers, the x-cache the row must see, its target in ms of CPU per request, and what
 * its page must show (the cart page answers 200 when the basket read failed, rendering the problem).
 */
const ROWS = [
  ['trivial (/fapi/server/time)', '/fapi/server/time', {}, null, undefined],
  ['home (uncached render)', '/en-us', RENDER, 'BYPASS', undefined],
  ['product listing (48 + facets)', '/en-us/c/mens-jackets-10101', RENDER, 'BYPASS', 5],
  ['product detail', '/en-us/p/mens-scree-softshell-jacket-JK619948', RENDER, 'BYPASS', 5],
  ['home (edge-cached)', '/en-us', {}, 'HIT', 1],
  ['cart page (one line)', '/en-us/cart', SHOPPER, 'BYPASS', undefined, 'data-testid="line-qty"'],
  ['checkout page (one line)', '/en-us/checkout/shipping', CHECKOUT_SHOPPER, 'BYPASS', undefined, 'id="checkout-step-title"'],
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));


/** `wrangler dev`'s own start-up with the inspector off (the CLI has no switch for it). */
const START_WITHOUT_INSPECTOR = `
import { unstable_startWorker } from 'wrangler';
const [config, port, persist] = process.argv.slice(1);
const worker = await unstable_startWorker({
  config,
  dev: { server: { hostname: '127.0.0.1', port: Number(port) }, inspector: false, persist, logLevel: 'warn', registry: process.env.WRANGLER_REGISTRY_PATH },
});
await worker.ready;
process.once('SIGTERM', () => worker.dispose().finally(() => process.exit(0)));
`;

function spawnServer(command, args, registry) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', WRANGLER_REGISTRY_PATH: registry },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    async stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
      await Promise.race([exited, sleep(5000)]);
    },
  };
}

/**
 * The workerd process that runs the worker under wrangler `pid`. wrangler starts two: a proxy
 * that listens on the dev port and forwards, and the runtime with the worker itself (its entry
 * socket on a port of its own). The proxy's cost is not the worker's, so it is left out.
 */
function workerUnder(pid, devPort) {
  const found = devProcesses(pid, devPort).filter(({ role }) => role === 'runtime');
  if (found.length !== 1) throw new Error(`expected one worker runtime under ${pid}, found ${found.length}`);
  return found[0].pid;
}

/** The storefront bundle as wrangler would upload it, gzipped. */
function workerBundleGzip() {
  const outdir = mkdtempSync(join(tmpdir(), 'ridgeline-worker-'));
  try {
    execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', outdir, '-c', 'wrangler.toml'], { cwd: ROOT, stdio: 'ignore' });
    const files = readdirSync(outdir).filter((file) => file.endsWith('.js'));
    const raw = files.reduce((sum, file) => sum + readFileSync(join(outdir, file)).length, 0);
    const gzip = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(outdir, file))).length, 0);
    return { raw, gzip, files };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/**
 * An empty worker under the same runtime set-up (wrangler's entry worker, the static-assets router
 * in front, HTTP in and out): what any worker costs this process per request before it does
 * anything. It answers the trivial route's path with a JSON body of the same kind.
 */
function writeEmptyWorker(dir) {
  mkdirSync(dir, { recursive: true });
  const compatibilityDate = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(readFileSync(join(ROOT, 'wrangler.toml'), 'utf8'))?.[1] ?? '2026-04-01';
  writeFileSync(join(dir, 'worker.js'), 'export default { fetch: () => Response.json({ now: Date.now() }) };\n');
  writeFileSync(
    join(dir, 'wrangler.toml'),
    `name = "ridgeline-cpu-floor"\nmain = "worker.js"\ncompatibility_date = "${compatibilityDate}"\ncompatibility_flags = ["nodejs_compat"]\n\n[assets]\ndirectory = ${JSON.stringify(join(ROOT, 'dist/client'))}\nbinding = "ASSETS"\n`,
  );
  return join(dir, 'wrangler.toml');
}

/**
 * A returning shopper with one line, as in the throughput rows: the cookies a first page view, the
 * add (a same-origin write, so it names its Origin) and one view of the measured page set (ids,
 * audience segments) come back with every request.
 */
async function shopperWithCart(origin, page) {
  const jar = {};
  await visitorCookies(origin, ['/en-us'], jar);
  const added = await fetch(`${origin}/en-us/fapi/cart/items`, {
    method: 'POST',
    headers: { origin, cookie: jarHeader(jar), 'content-type': 'application/json' },
    body: JSON.stringify({ productId: 'JK619948410-M', qty: 1 }),
  });
  const body = await added.text();
  if (!added.ok) throw new Error(`add to cart answered ${added.status}: ${body.slice(0, 200)}`);
  remember(jar, added);
  return visitorCookies(origin, [page], jar);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Rounds take turns over the rows, so a burst of load elsewhere on the machine lands on one round
 * of every row rather than on all of one row; each row reports its median round.
 */
async function measure(origin, workerd, table, { warmup, requests, rounds }, mocksWorkerd = null) {
  const rows = table.map(([name, path, headers, expected, target, shows]) => ({ name, path, headers, expected, target, shows, cpu: [], mocks: [], wall: [], failed: 0 }));
  const answered = async (row) => {
    const response = await fetch(`${origin}${row.path}`, { headers: row.headers });
    const body = await response.text();
    return { ok: response.ok && (!row.shows || body.includes(row.shows)), cache: response.headers.get('x-cache') };
  };
  for (const row of rows) {
    // The warm-up also waits out a mocks process still busy elsewhere: it counts only answers that came.
    const seen = new Set();
    for (let ok = 0, tries = 0; ok < warmup; tries += 1) {
      if (tries > warmup * 5) throw new Error(`${row.path} kept failing during the warm-up`);
      const { ok: good, cache } = await answered(row);
      if (!good) continue;
      ok += 1;
      seen.add(cache);
    }
    if (row.expected && !seen.has(row.expected)) throw new Error(`${row.name}: x-cache ${[...seen]}, expected ${row.expected}`);
  }
  for (let round = 0; round < rounds; round += 1) {
    for (const row of rows) {
      // A cached page expires 60 s after it was stored, and a visitor without cookies lands on one of
      // a few cache keys (one per combination of experiment variations). A fresh warm-up stores them
      // again; a round that still meets an expiry (a MISS among its HITs, which stores that page
      // afresh) is run again rather than counted.
      if (row.expected) {
        for (let i = 0; i < warmup; i += 1) await (await fetch(`${origin}${row.path}`, { headers: row.headers })).text();
      }
      for (let attempt = 1; ; attempt += 1) {
        const before = cpuMs(workerd);
        const mocksBefore = mocksWorkerd ? cpuMs(mocksWorkerd) : 0;
        const started = performance.now();
        let failed = 0;
        let unexpected = null;
        for (let i = 0; i < requests && unexpected === null; i += 1) {
          const { ok, cache } = await answered(row);
          if (!ok) failed += 1;
          else if (row.expected && cache !== row.expected) unexpected = cache;
        }
        if (unexpected !== null) {
          if (attempt < 5) continue;
          throw new Error(`${row.name}: x-cache ${unexpected} in round ${round + 1}, five times`);
        }
        row.failed += failed;
        row.wall.push((performance.now() - started) / requests);
        row.cpu.push((cpuMs(workerd) - before) / requests);
        if (mocksWorkerd) row.mocks.push((cpuMs(mocksWorkerd) - mocksBefore) / requests);
        break;
      }
    }
  }
  return rows.map((row) => ({ ...row, best: Math.min(...row.cpu), cpu: median(row.cpu), mocks: row.mocks.length ? median(row.mocks) : null, wall: median(row.wall) }));
}

async function benchCpu({ port, mocksPort, selected, warmup = 20, requests = 200, rounds = 3 }) {
  const log = console.log;
  const origin = `http://127.0.0.1:${port}`;
  const options = { warmup, requests, rounds };
  const state = mkdtempSync(join(tmpdir(), 'ridgeline-bench-cpu-'));
  const registry = join(state, 'registry');
  const startWorker = (config, persist) => spawnServer(process.execPath, ['--input-type=module', '-e', START_WITHOUT_INSPECTOR, config, String(port), persist], registry);
  let storefront;
  const mocks = spawnServer('npx', ['wrangler', 'dev', '-c', 'mocks/wrangler.toml', '--port', String(mocksPort), '--inspector-port', '0', '--ip', '127.0.0.1', '--persist-to', join(state, 'mocks')], registry);
  try {
    const empty = startWorker(writeEmptyWorker(join(state, 'empty')), join(state, 'empty-state'));
    let floor;
    try {
      await waitFor(`${origin}/fapi/server/time`, 180_000);
      [floor] = await measure(origin, workerUnder(empty.child.pid, port), [['empty worker (same set-up)', '/fapi/server/time', {}, null, undefined]], options);
    } finally {
      await empty.stop();
    }

    storefront = startWorker(join(ROOT, 'wrangler.toml'), join(state, 'storefront'));
    await waitFor(`${origin}/fapi/server/time`, 180_000);
    // A page needs the mocks: this fails fast if the binding did not find the other session.
    await waitFor(`${origin}/en-us`, 60_000);
    Object.assign(SHOPPER, await shopperWithCart(origin, '/en-us/cart'));
    Object.assign(CHECKOUT_SHOPPER, await shopperWithCart(origin, '/en-us/checkout/shipping'));
    // The trivial row always runs: the "- trivial" column needs it.
    // The mocks' process is measured beside it: what the backends cost a page is most of a cart or checkout page's throughput.
    const rows = await measure(origin, workerUnder(storefront.child.pid, port), ROWS.filter(([name], i) => i === 0 || selected(name)), options, workerUnder(mocks.child.pid, mocksPort));
    const trivial = rows[0].cpu;

    log(`\nstorefront workerd CPU (utime + stime, ${TICKS_PER_SECOND} ticks/s): the median of ${rounds} rounds of ${requests} sequential requests`);
    log(`per row after ${warmup} warm-up, and the best round. Mocks in a process of their own; no inspector on the runtime.`);
    log('The runtime process also runs what miniflare puts before any worker (its entry worker, the static-assets router, HTTP):');
    log(`"own" subtracts an empty worker measured the same way (${floor.cpu.toFixed(2)} ms here: what the local runtime costs any worker`);
    log('per request, which production\'s runtime does not charge the same way), "- trivial" the storefront\'s trivial row.');
    log('Targets are judged on "own". "mocks" is the mock backends\' process (under wrangler dev, inspector on) over the same requests.\n');
    log(`${'route'.padEnd(32)}${'CPU ms/req'.padStart(11)}${'best'.padStart(7)}${'own'.padStart(7)}${'- trivial'.padStart(10)}${'mocks'.padStart(7)}${'wall ms'.padStart(9)}${'failed'.padStart(9)}  target`);
    const line = (row, own, net) => `${row.name.padEnd(32)}${row.cpu.toFixed(2).padStart(11)}${row.best.toFixed(2).padStart(7)}${own.padStart(7)}${net.padStart(10)}${(row.mocks === null ? '' : row.mocks.toFixed(2)).padStart(7)}${row.wall.toFixed(1).padStart(9)}${String(row.failed).padStart(9)}`;
    // A failed call costs the worker less than a render: a row with failures reads low, so it is no measure.
    const invalid = (row) => (row.failed > 0 ? `INVALID: ${row.failed} failed` : null);
    log(`${line(floor, '', '')}  ${invalid(floor) ?? ''}`);
    for (const row of rows) {
      const own = row.cpu - floor.cpu;
      const verdict = invalid(row) ?? (row.target === undefined ? '' : `${own <= row.target ? 'met' : 'MISSED'} (own <= ${row.target} ms)`);
      log(`${line(row, own.toFixed(2), (row.cpu - trivial).toFixed(2))}  ${verdict}`);
    }
  } finally {
    await storefront?.stop();
    await mocks.stop();
    rmSync(state, { recursive: true, force: true });
  }
}

/**
 * The CPU table (the rows `selected` names, every row by default), then the worker bundle's size:
 * on the ports BENCH_CPU_PORT and BENCH_CPU_MOCKS_PORT name.
 */
export async function reportCpu(selected = () => true) {
  await benchCpu({ port: Number(process.env.BENCH_CPU_PORT ?? 8798), mocksPort: Number(process.env.BENCH_CPU_MOCKS_PORT ?? 8797), selected });
  const bundle = workerBundleGzip();
  console.log(`\nworker bundle: ${(bundle.raw / 1024).toFixed(0)} KB, ${(bundle.gzip / 1024).toFixed(0)} KB gzip (${bundle.files.join(', ')})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const words = process.argv.slice(2).map((word) => word.toLowerCase());
  try {
    await reportCpu((name) => words.length === 0 || words.some((word) => name.toLowerCase().includes(word)));
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  }
}
