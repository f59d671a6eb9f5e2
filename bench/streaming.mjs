// Streaming under a slow upstream: with every commerce answer of the mocks delayed (MOCKS_DELAY_MS),
// how soon each page's first byte and the end of its <head> (stylesheet and preloads) arrive,
// against the trivial route's first byte. Each figure is the median of ROUNDS sequential requests.
import { startShop } from './dev-server.mjs';
import { visitorCookies } from './cookie-jar.mjs';

const DELAY_MS = 300;
const TARGET_MS = 15;
const ROUNDS = Number(process.env.BENCH_STREAM_ROUNDS ?? 9);
const RENDER = { 'x-html-cache': 'bypass' };

/**
 * Which pages the target judges. A page is judged when its loader sends the shell before any
 * commerce answer: its commerce regions are deferred and stream in behind skeletons.
 */
const PAGES = [
  ['home', '/en-us', 'judged: content only (the canvas), no commerce call before the shell'],
  ['product listing', '/en-us/c/mens-jackets-10101', 'judged: the grid, trail and facets are deferred regions; only the canvas is awaited'],
  ['search', '/en-us/search?q=jacket', 'judged: the results are a deferred region; only the canvas is awaited'],
  ['product detail', '/en-us/p/mens-scree-softshell-jacket-JK619948', 'not judged: the product read and its stock are awaited before the shell, as they decide the status (404 for an unknown product), the title, canonical and hero image preload in <head>, and the price and sizes of the first paint'],
  ['cart page', '/en-us/cart', 'not judged: the basket read is awaited before the shell; its lines and totals are the first paint'],
  ['checkout page', '/en-us/checkout/shipping', 'not judged: the basket read is awaited before the shell; the step and its order summary are the first paint'],
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Milliseconds to the response's first byte (headers) and to the end of `</head>` in its body. */
async function timings(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const firstByte = performance.now() - started;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let head = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (head === null && text.includes('</head>')) head = performance.now() - started;
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { firstByte, head };
}

export async function benchStreaming({ port }) {
  const shop = await startShop({ port, name: 'streaming', mocksVars: { MOCKS_DELAY_MS: String(DELAY_MS) } });
  try {
    const cookies = await visitorCookies(shop.origin, ['/en-us', '/en-us']);
    const headers = { ...RENDER, ...cookies };
    // One of each first: the seed, the isolate's caches and the CMS's KV copies are not what this measures.
    for (const [, path] of PAGES) await timings(`${shop.origin}${path}`, headers);
    const trivial = [];
    const rows = PAGES.map(([name, path, why]) => ({ name, path, why, firstByte: [], head: [] }));
    for (let round = 0; round < ROUNDS; round += 1) {
      trivial.push((await timings(`${shop.origin}/fapi/server/time`, {})).firstByte);
      for (const row of rows) {
        const { firstByte, head } = await timings(`${shop.origin}${row.path}`, headers);
        row.firstByte.push(firstByte);
        row.head.push(head ?? Infinity);
      }
    }
    const base = median(trivial);
    console.log(`\nstreaming under a slow upstream: commerce mock delayed ${DELAY_MS} ms (MOCKS_DELAY_MS), median of ${ROUNDS} sequential requests, NODE_ENV=production, x-html-cache: bypass`);
    console.log(`trivial route first byte ${base.toFixed(1)} ms; target: first byte and </head> within ${TARGET_MS} ms of it on judged pages\n`);
    console.log('page'.padEnd(18), 'first byte'.padStart(11), '</head>'.padStart(9), 'over trivial'.padStart(13), ' verdict');
    for (const row of rows) {
      const firstByte = median(row.firstByte);
      const head = median(row.head);
      const over = Math.max(firstByte, head) - base;
      const judged = row.why.startsWith('judged');
      const verdict = judged ? (over <= TARGET_MS ? 'met' : 'MISSED') : 'reported';
      console.log(row.name.padEnd(18), firstByte.toFixed(1).padStart(11), head.toFixed(1).padStart(9), `+${over.toFixed(1)}`.padStart(13), '', `${verdict} (${row.why})`);
    }
  } finally {
    shop.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchStreaming({ port: Number(process.env.BENCH_STREAM_PORT ?? 8797) });
