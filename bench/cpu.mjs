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
// miniflare puts in front of the worker (its entry worker, the static-assets router, the
// simulated KV and Cache API): the trivial route is that floor plus the lightest pass through the
// worker's middleware, so every row prints its raw figure and the figure net of that floor.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RENDER = { 'x-html-cache': 'bypass' };
/** Name, path, headers, the x-cache the row must see, and its target in ms of CPU per request. */
const ROWS = [
  ['trivial (/fapi/server/time)', '/fapi/server/time', {}, null, undefined],
  ['home (uncached render)', '/en-us', RENDER, 'BYPASS', undefined],
  ['product listing (48 + facets)', '/en-us/c/mens-jackets-10101', RENDER, 'BYPASS', 5],
  ['product detail', '/en-us/p/mens-scree-softshell-jacket-JK619948', RENDER, 'BYPASS', 5],
  ['home (edge-cached)', '/en-us', {}, 'HIT', 1],
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.text();
      if (response.ok) return;
    } catch {}
    await sleep(500);
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms`);
}

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
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [comm, rest] = [stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), stat.slice(stat.lastIndexOf(')') + 2).split(' ')];
      parents.set(Number(entry), { comm, ppid: Number(rest[1]) });
    } catch {}
  }
  const descends = (candidate) => {
    for (let at = candidate; at > 1; at = parents.get(at)?.ppid ?? 0) if (at === pid) return true;
    return false;
  };
  const proxy = `entry=127.0.0.1:${devPort}\0`;
  const found = [...parents]
    .filter(([candidate, { comm }]) => comm === 'workerd' && descends(candidate))
    .map(([candidate]) => candidate)
    .filter((candidate) => !readFileSync(`/proc/${candidate}/cmdline`, 'utf8').includes(proxy));
  if (found.length !== 1) throw new Error(`expected one worker runtime under ${pid}, found ${found.length}`);
  return found[0];
}

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** User plus system CPU time of a process, in ms. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are the 14th and 15th fields of stat, the 12th and 13th after the name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** The storefront bundle as wrangler would upload it, gzipped. */
export function workerBundleGzip() {
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

export async function benchCpu({ port = 8798, mocksPort = 8797, warmup = 20, requests = 200, log = console.log } = {}) {
  const origin = `http://127.0.0.1:${port}`;
  const state = mkdtempSync(join(tmpdir(), 'ridgeline-bench-cpu-'));
  const registry = join(state, 'registry');
  const mocks = spawnServer('npx', ['wrangler', 'dev', '-c', 'mocks/wrangler.toml', '--port', String(mocksPort), '--inspector-port', '0', '--ip', '127.0.0.1', '--persist-to', join(state, 'mocks')], registry);
  const storefront = spawnServer(process.execPath, ['--input-type=module', '-e', START_WITHOUT_INSPECTOR, join(ROOT, 'wrangler.toml'), String(port), join(state, 'storefront')], registry);
  try {
    await waitFor(`${origin}/fapi/server/time`, 180_000);
    // A page needs the mocks: this fails fast if the binding did not find the other session.
    await waitFor(`${origin}/en-us`, 60_000);
    const workerd = workerUnder(storefront.child.pid, port);
    const rows = [];
    for (const [name, path, headers, expected, target] of ROWS) {
      // The warm-up also waits out a mocks process still busy elsewhere: it counts only answers that came.
      const seen = new Set();
      for (let ok = 0, tries = 0; ok < warmup; tries += 1) {
        if (tries > warmup * 5) throw new Error(`${path} kept failing during the warm-up`);
        const response = await fetch(`${origin}${path}`, { headers });
        await response.text();
        if (!response.ok) continue;
        ok += 1;
        seen.add(response.headers.get('x-cache'));
      }
      if (expected && !seen.has(expected)) throw new Error(`${name}: x-cache ${[...seen]}, expected ${expected}`);
      const before = cpuMs(workerd);
      const started = performance.now();
      let failed = 0;
      for (let i = 0; i < requests; i += 1) {
        const response = await fetch(`${origin}${path}`, { headers });
        await response.text();
        if (!response.ok) failed += 1;
        else if (expected && response.headers.get('x-cache') !== expected) throw new Error(`${name}: request ${i} had x-cache ${response.headers.get('x-cache')}`);
      }
      const wallMs = (performance.now() - started) / requests;
      rows.push({ name, cpu: (cpuMs(workerd) - before) / requests, wall: wallMs, failed, target });
    }
    const floor = rows[0].cpu;
    log(`\nstorefront workerd CPU (utime + stime, ${TICKS_PER_SECOND} ticks/s) over ${requests} sequential requests per row after ${warmup} warm-up;`);
    log('mocks in a process of their own, no inspector on the storefront runtime. "net" subtracts the trivial row (miniflare\'s');
    log('entry and asset-router workers, HTTP, and the lightest pass through the middleware); targets are judged on the raw figure\n');
    log(`${'route'.padEnd(32)}${'CPU ms/req'.padStart(11)}${'net'.padStart(7)}${'wall ms'.padStart(9)}${'non-2xx'.padStart(9)}  target`);
    for (const row of rows) {
      const verdict = row.target === undefined ? '' : `${row.cpu <= row.target ? 'met' : 'MISSED'} (<= ${row.target} ms)`;
      // A failed upstream call costs the worker less than a render: a row with failures reads low.
      log(`${row.name.padEnd(32)}${row.cpu.toFixed(2).padStart(11)}${(row.cpu - floor).toFixed(2).padStart(7)}${row.wall.toFixed(1).padStart(9)}${String(row.failed).padStart(9)}  ${verdict}`);
    }
    return rows;
  } finally {
    await storefront.stop();
    await mocks.stop();
    rmSync(state, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await benchCpu({ port: Number(process.env.BENCH_CPU_PORT ?? 8798), mocksPort: Number(process.env.BENCH_CPU_MOCKS_PORT ?? 8797) });
    const bundle = workerBundleGzip();
    console.log(`\nworker bundle: ${(bundle.raw / 1024).toFixed(0)} KB, ${(bundle.gzip / 1024).toFixed(0)} KB gzip (${bundle.files.join(', ')})`);
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  }
}
