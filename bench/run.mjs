// npm run bench: drives the production build locally and reports each page's
// throughput as a ratio to a trivial route measured in the same run, since
// absolute numbers on a shared 2-core machine are noise.
// `npm run bench -- "cart page" "checkout page"` runs only the rows whose names contain one of the phrases
// (the trivial route always runs, as every ratio needs it); the whole bench takes many minutes.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { reportCpu } from './cpu.mjs';
import { benchMocks } from './mocks.mjs';
import { benchStreaming } from './streaming.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { jarHeader, remember, visitorCookies as viewedBy } from './cookie-jar.mjs';
import { cpuByRole, devProcesses } from './process-cpu.mjs';

/** The cookies a browser would hold after `paths`, starting from `jar`. */
const visitorCookies = (paths, jar = {}) => viewedBy(ORIGIN, paths, jar);

const PORT = Number(process.env.BENCH_PORT ?? 8789);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const FILTERS = process.argv.slice(2).map((word) => word.toLowerCase());
const selected = (name) => FILTERS.length === 0 || FILTERS.some((word) => name.toLowerCase().includes(word));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
// How many times the page rows run, each row reporting its median round (see the runs below).
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
// The rendering rows skip the edge HTML cache (x-html-cache: bypass, honoured outside
// production), so their targets keep measuring a render; the edge-cached row does not.
const RENDER = { 'x-html-cache': 'bypass' };
// Filled in before the runs: cookies of a returning anonymous visitor, and of a signed-in
// loyalty member with a full cart (consent, visitor id, engine id, segments): see visitorCookies.
const ANONYMOUS = {};
const PERSONAL = {};
// A guest with one line in the basket (one add-to-cart before the run; guests are minted at most 60
// a minute per address, so one session serves every request).
const SHOPPER = {};
// Another guest with one line, for the checkout page (which prepares the basket's order).
const CHECKOUT_SHOPPER = {};
const ROUTES = [
  ['trivial (/fapi/server/time)', '/fapi/server/time'],
  ['home (warm cache)', '/en-us', RENDER],
  ['home (edge-cached, first visit)', '/en-us'],
  ['home (edge-cached, returning)', '/en-us', ANONYMOUS],
  ['home (personalised, all on)', '/en-us', PERSONAL],
  ['product listing (48 + facets)', '/en-us/c/mens-jackets-10101', RENDER],
  ['listing, filtered and sorted', '/en-us/c/men-10000?color=black&size=M&sort=price-asc', RENDER],
  ['product detail', '/en-us/p/mens-scree-softshell-jacket-JK619948', RENDER],
  // The cart page answers 200 even when the basket read failed (it renders the problem, and renders it
  // faster): only a page that shows the line counts.
  ['cart page rendered', '/en-us/cart', SHOPPER, (body) => body.includes('data-testid="line-qty"')],
  // The first step with the basket's lines beside it: only a checkout that found the basket counts.
  ['checkout page rendered', '/en-us/checkout/shipping', CHECKOUT_SHOPPER, (body) => body.includes('id="checkout-step-title"') && body.includes('"basketId":')],
];
// Targets: the listing (walking skeleton, then with facets), the
// warm-cache home (content engine), the product detail, the home page
// served from the edge HTML cache to an anonymous visitor, and the
// home page rendered for a signed-in member with every decision on
// (consent, visitor kind, segments, experiments and the engine's decide call).
const TARGETS = {
  'product listing (48 + facets)': 0.25,
  'listing, filtered and sorted': 0.25,
  'home (warm cache)': 0.4,
  'home (edge-cached, first visit)': 0.8,
  'home (edge-cached, returning)': 0.8,
  'home (personalised, all on)': 0.25,
  'product detail': 0.25,
  'cart page rendered': 0.25,
  'checkout page rendered': 0.25,
};

// Place-order latency: this many guests each buy one unit, one after another. The worker allows 30
// orders per 10 minutes per client address, and the bench is one address.
const ORDERS = Number(process.env.BENCH_ORDERS ?? 25);
const US_ADDRESS = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(303) 555-0142', addressLine1: '1200 Pearl St', city: 'Boulder', province: 'CO', postalCode: '80302', countryCode: 'US' };
const PROVIDER = ORIGIN.replace('127.0.0.1', 'localhost');

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms`);
}

function run(path, headers = {}, verifyBody = undefined) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${ORIGIN}${path}`, headers, verifyBody, connections: CONNECTIONS, duration: DURATION_S }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

// Every run starts from a fresh seed: the mock vendors' logs grow by thousands of rows per run,
// and a run on a database several runs old measured that growth as well as the pages.
const STATE = '.wrangler/bench-state';
rmSync(STATE, { recursive: true, force: true });

const server = spawn('npx', ['wrangler', 'dev', '-c', 'wrangler.toml', '-c', 'mocks/wrangler.toml', '--ip', '127.0.0.1', '--port', String(PORT), '--persist-to', STATE], {
  // A dev registry of its own: a session reloads its workers when another one registers the same names.
  env: { ...process.env, NODE_ENV: 'production', WRANGLER_REGISTRY_PATH: `.wrangler/registry-${PORT}` },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});

/** A state-changing first-party call as the shop's own page makes it (same-origin writes carry Origin). */
async function cartCall(method, path, jar, body) {
  const response = await fetch(`${ORIGIN}${path}`, {
    method,
    headers: { cookie: jarHeader(jar), origin: ORIGIN, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  remember(jar, response);
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer).slice(0, 200)}`);
  return answer;
}

/**
 * A guest with `lines` basket lines, each a different in-stock size or colour with room for two:
 * the variants come from the product pages of the jackets listing. One session for the whole run.
 */
async function cartShopper(lines) {
  const listing = await (await fetch(`${ORIGIN}/en-us/c/mens-jackets-10101`)).text();
  const skus = [];
  for (const [path] of new Set(listing.matchAll(/\/en-us\/p\/[a-z0-9-]+[A-Z0-9]+/g))) {
    if (skus.length >= lines) break;
    const page = await (await fetch(`${ORIGIN}${path}`)).text();
    for (const [, sku, quantity] of page.matchAll(/\{"sku":"([^"]+)"[^}]*"available":true,"quantity":(\d+)/g)) if (Number(quantity) >= 4 && !skus.includes(sku)) skus.push(sku);
  }
  if (skus.length < lines) throw new Error(`found ${skus.length} variants in stock, need ${lines}`);
  // A shopper arrives on a page before adding: the visitor and engine ids a browser then holds
  // come back with every request, so the rows measure a returning shopper, not a new visitor each time.
  const jar = {};
  await visitorCookies(['/en-us'], jar);
  let cart;
  for (const sku of skus.slice(0, lines)) cart = (await cartCall('POST', '/en-us/fapi/cart/items', jar, { productId: sku, qty: 1 })).cart;
  return { jar, skus, lines: cart.items.map((item) => ({ productId: item.productId, itemId: item.itemId })) };
}

/** A card tokenised by the mock provider, as its fields in the frame do: the number never reaches the storefront. */
async function cardToken(number) {
  const response = await fetch(`${PROVIDER}/v1/tokens`, { method: 'POST', headers: { 'content-type': 'application/json', origin: PROVIDER }, body: JSON.stringify({ number, securityCode: '123', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 1 }) });
  if (!response.ok) throw new Error(`tokenise answered ${response.status}`);
  return (await response.json()).token;
}

/**
 * Place-order latency through the worker against the mocks: each guest adds a unit, gives an
 * address, bills to it, pays with the approved test card and places the order; only the place-order
 * request is timed. Sequential, so each figure is one order's own time.
 */
async function placeOrderLatencies(skus, count) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const jar = {};
    await cartCall('POST', '/en-us/fapi/cart/items', jar, { productId: skus[i % skus.length], qty: 1 });
    await cartCall('POST', '/en-us/fapi/checkout/shipping-address', jar, { address: US_ADDRESS });
    await cartCall('POST', '/en-us/fapi/checkout/billing-address', jar, { sameAsShipping: true });
    await cartCall('POST', '/en-us/fapi/checkout/payment-session', jar, { paymentMethodId: 'CREDIT_CARD' });
    await cartCall('POST', '/en-us/fapi/checkout/payment-instruments', jar, { paymentMethodId: 'CREDIT_CARD', token: await cardToken('4111111111111111') });
    const { token: captcha } = await cartCall('POST', '/captcha/v1/tokens', jar, { action: 'placeOrder' });
    const started = performance.now();
    const answer = await cartCall('POST', '/en-us/fapi/checkout/order', jar, { attemptId: crypto.randomUUID(), legalAccepted: true, captcha });
    times.push(performance.now() - started);
    if (answer.status !== 'placed') throw new Error(`place order answered ${answer.status}`);
  }
  return times.sort((a, b) => a - b);
}

const rank = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Cart writes through the storefront: each cycle adds one unit to a line, then sets it back to one,
 * so no line nears its stock or the maximum quantity however long the run. Cycles take the lines in
 * turn, so concurrent cycles rarely share one. Every answer counts: a non-2xx is reported, not hidden.
 */
function runCartWrites(writer) {
  let next = 0;
  const headers = { cookie: jarHeader(writer.jar), origin: ORIGIN, 'content-type': 'application/json' };
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: ORIGIN,
        connections: CONNECTIONS,
        duration: DURATION_S,
        requests: [
          {
            method: 'POST',
            path: '/en-us/fapi/cart/items',
            headers,
            setupRequest(request, context) {
              context.line = writer.lines[next++ % writer.lines.length];
              return { ...request, body: JSON.stringify({ productId: context.line.productId, qty: 1 }) };
            },
          },
          {
            method: 'PATCH',
            headers,
            setupRequest: (request, context) => ({ ...request, path: `/en-us/fapi/cart/items/${context.line.itemId}`, body: JSON.stringify({ qty: 1 }) }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

try {
  await waitFor(`${ORIGIN}/fapi/server/time`, 120_000);
  // Two page views: the first mints the ids, the second asks for (and remembers) the segments.
  Object.assign(ANONYMOUS, await visitorCookies(['/en-us', '/en-us']));
  Object.assign(PERSONAL, await visitorCookies(['/fapi/test/visitor?kind=loyalty&cart=full', '/en-us', '/en-us']));
  // Two guests: the cart page's with one line, and the cart writes' with a line per connection.
  // Each views its page once first, as a returning shopper has: the cookies that view sets (the
  // audience segments above all) come back with every measured request, as a browser's would.
  Object.assign(SHOPPER, await visitorCookies(['/en-us/cart'], (await cartShopper(1)).jar));
  Object.assign(CHECKOUT_SHOPPER, await visitorCookies(['/en-us/checkout/shipping'], (await cartShopper(1)).jar));
  const runWrites = selected('add to cart');
  const runOrders = selected('place order');
  const writer = runWrites || runOrders ? await cartShopper(CONNECTIONS) : null;
  const routes = ROUTES.filter(([name], i) => i === 0 || selected(name));
  for (const [name, path, headers, verifyBody] of routes) {
    const warm = await fetch(`${ORIGIN}${path}`, { headers });
    if (!warm.ok) throw new Error(`${path} answered ${warm.status}`);
    if (verifyBody && !verifyBody(await warm.text())) throw new Error(`${name}: the page is not what the row measures`);
    // Each home row measures what its name says: a render, or a copy from the edge cache (a first
    // visit lands on one of a few variation keys, so a handful of visits fills them all).
    const expected = name.includes('edge-cached') ? 'HIT' : path.startsWith('/en-us') ? 'BYPASS' : null;
    const seen = new Set();
    for (let i = 0; i < 12; i += 1) {
      const again = await fetch(`${ORIGIN}${path}`, { headers });
      await again.text();
      seen.add(again.headers.get('x-cache'));
    }
    if (expected && !seen.has(expected)) throw new Error(`${name}: x-cache ${[...seen]}, expected ${expected}`);
  }
  // Page runs are interleaved with trivial runs (T P1 T P2 … T) and each page's ratio is taken
  // against the mean of the trivial runs either side of it: this machine drifts over a bench of a
  // few minutes, and a single trivial run early on measured the drift as much as the page. The
  // whole sequence runs ROUNDS times and each row reports its median round: one 10 s run moves by
  // a tenth either way on this shared machine, which is as much as the difference a target judges.
  // Beside each run, what each of wrangler dev's processes spent on it per request (autocannon runs in
  // this process, so it counts in none): where a page's cost goes, the trivial route's included.
  const processes = devProcesses(server.pid, PORT);
  const measure = async (path, headers, verifyBody) => {
    const cpuBefore = cpuByRole(processes);
    const result = await run(path, headers, verifyBody);
    const cpuAfter = cpuByRole(processes);
    if (result.non2xx > 0 || result.errors > 0 || result.mismatches > 0) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.mismatches} not the page measured`);
    const cpu = Object.fromEntries(Object.keys(cpuAfter).map((role) => [role, (cpuAfter[role] - cpuBefore[role]) / result.requests.total]));
    return { result, cpu };
  };
  const [trivialRoute, ...pages] = routes;
  const trivialRun = async () => {
    const { result, cpu } = await measure(trivialRoute[1], trivialRoute[2]);
    return { rps: result.requests.average, cpu };
  };
  const meanCpu = (a, b) => Object.fromEntries(Object.keys(a).map((role) => [role, (a[role] + b[role]) / 2]));
  const rounds = new Map(pages.map(([name]) => [name, []]));
  let before = await trivialRun();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, path, headers, verifyBody] of pages) {
      const { result, cpu } = await measure(path, headers, verifyBody);
      const after = await trivialRun();
      const trivial = (before.rps + after.rps) / 2;
      rounds.get(name).push({ name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, trivial, ratio: result.requests.average / trivial, cpu, trivialCpu: meanCpu(before.cpu, after.cpu) });
      before = after;
    }
  }
  const rows = [...rounds.values()].map((samples) => {
    const sorted = [...samples].sort((a, b) => a.ratio - b.ratio);
    return { ...sorted[Math.floor((sorted.length - 1) / 2)], ratios: samples.map((sample) => sample.ratio) };
  });
  // Cart writes: their own row, after the pages, against the last trivial run.
  const writes = runWrites ? await runCartWrites(writer) : null;
  const afterWrites = runWrites ? (await trivialRun()).rps : null;
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per run, NODE_ENV=production; ratio = page req/s / the mean of the trivial route's (${trivialRoute[0]}) runs either side of it;`);
  console.log(`each row is its median of ${ROUNDS} rounds (every round's ratio after the target)\n`);
  console.log('route'.padEnd(32), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'trivial'.padStart(8), 'ratio'.padStart(7), ' target');
  for (const row of rows) {
    const target = TARGETS[row.name];
    const verdict = target === undefined ? '' : `${row.ratio >= target ? 'met' : 'MISSED'} (>= ${target})`;
    const spread = row.ratios.length > 1 ? `  rounds ${row.ratios.map((ratio) => ratio.toFixed(2)).join(' ')}` : '';
    console.log(row.name.padEnd(32), row.rps.toFixed(0).padStart(9), String(row.p50).padStart(8), String(row.p99).padStart(8), row.trivial.toFixed(0).padStart(8), row.ratio.toFixed(2).padStart(7), '', `${verdict}${spread}`);
  }
  // Per process, in each row's median round; the trivial route's figures are those of its runs either side.
  const cpuLine = (name, cpu) => {
    const total = Object.values(cpu).reduce((sum, ms) => sum + ms, 0);
    return [name.padEnd(32), ...[cpu.runtime, cpu.proxy, cpu.wrangler, cpu.other, total].map((ms) => ms.toFixed(2).padStart(9))].join(' ');
  };
  console.log('\nCPU ms per request (utime + stime) by wrangler dev process, in the same runs. runtime: both workers and the local');
  console.log('KV, D1 and cache simulators; proxy: the dev proxy before it, which forwards each request, rewrites HTML for live');
  console.log('reload and relays the DevTools session\'s network events (four for each D1 query the mocks make); wrangler:');
  console.log('its node process, which writes each relayed event to its debug log; other: what else wrangler started (npm, its');
  console.log('bundler). Production has neither the proxy nor the session.\n');
  console.log('route'.padEnd(32), 'runtime'.padStart(9), 'proxy'.padStart(9), 'wrangler'.padStart(9), 'other'.padStart(9), 'total'.padStart(9));
  for (const row of rows) {
    console.log(cpuLine(`${trivialRoute[0].split(' ')[0]} (beside ${row.name.split(' ')[0]})`, row.trivialCpu));
    console.log(cpuLine(row.name, row.cpu));
  }
  if (writes) {
    const failed = writes.non2xx + writes.errors;
    console.log(
      'add to cart (add, reset qty)'.padEnd(32),
      writes.requests.average.toFixed(0).padStart(9),
      String(writes.latency.p50).padStart(8),
      String(writes.latency.p99).padStart(8),
      ((before.rps + afterWrites) / 2).toFixed(0).padStart(8),
      (writes.requests.average / ((before.rps + afterWrites) / 2)).toFixed(2).padStart(7),
      '',
      failed === 0 ? `all ${writes.requests.total} 2xx` : `INVALID: ${writes.non2xx} non-2xx, ${writes.errors} errors of ${writes.requests.total}`,
    );
    console.log(`  (POST /fapi/cart/items then PATCH the line back to one unit, in turn, one guest session, ${writer.lines.length} lines)`);
  }
  // After the throughput runs, so the orders' stock and rate limits touch none of them.
  if (runOrders) {
    const orders = await placeOrderLatencies(writer.skus, ORDERS);
    console.log(`place order (guest, approved card): p50 ${rank(orders, 50).toFixed(0)} ms, p99 ${rank(orders, 99).toFixed(0)} ms over ${orders.length} orders placed one after another (PUT /cart/v2/checkout/order through the worker, with its idempotency key, stock, charge and order written in one D1 batch)`);
  }
} finally {
  process.kill(-server.pid, 'SIGTERM');
}

// The storefront worker's own CPU per request, with the mocks in a process of their own.
await reportCpu(selected);

// The mock catalogue's SQL under a 1,000-product seed, after the pages so it runs alone.
if (selected('mocks')) {
  console.log('\nmocks, SEED_PRODUCTS=1000 (each query straight to the mocks worker)\n');
  await benchMocks({ port: Number(process.env.BENCH_MOCKS_PORT ?? 8796) });
}

// Each page's first byte and </head> with the commerce mock delayed, in a shop of its own.
if (selected('streaming')) await benchStreaming({ port: Number(process.env.BENCH_STREAM_PORT ?? 8797) });

// Lighthouse mobile on the main pages, then the product page's repeat visit, in a shop of their own.
await benchLighthouse({ port: Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 8798), selected });
