#!/usr/bin/env node
// npm run fuzz: at least 10,000 hostile requests (tests/fuzz/fuzz-requests.ts) to a shop on loopback,
// reporting 5xx by route family (goal 0) and any JSON error off the catalogue shape.
//   FUZZ_REQUESTS (10000)  FUZZ_CONCURRENCY (8)  FUZZ_SEED (hex)  FUZZ_PORT (8790)
//   FUZZ_ORIGIN: a shop already running on loopback, instead of starting one
import { build } from 'esbuild';
import { loopbackShop } from './loopback-shop.mjs';

const origin = process.env.FUZZ_ORIGIN;
if (origin && !/^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(origin)) throw new Error('FUZZ_ORIGIN must be a loopback origin: this script attacks what it is pointed at');

// The fuzz is TypeScript shared with the worker tests: bundled for node first.
await build({ entryPoints: ['tests/fuzz/run-fuzz.ts'], bundle: true, platform: 'node', format: 'esm', outfile: '.build/run-fuzz.mjs', logLevel: 'warning' });
const { runFuzz } = await import(new URL('../.build/run-fuzz.mjs', import.meta.url).href);

const shop = await loopbackShop({ port: Number(process.env.FUZZ_PORT ?? 8790), state: '.wrangler/fuzz-state', origin });
let clean = false;
try {
  const seed = process.env.FUZZ_SEED ? Number.parseInt(process.env.FUZZ_SEED, 16) : undefined;
  clean = await runFuzz(shop.origin, Number(process.env.FUZZ_REQUESTS ?? 10_000), Number(process.env.FUZZ_CONCURRENCY ?? 8), seed);
} finally {
  shop.stop();
}
process.exit(clean ? 0 : 1);
