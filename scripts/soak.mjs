#!/usr/bin/env node
// npm run soak: 60 s at 64 concurrent shoppers against the shop and its mocks on loopback, over
// pages, the commerce proxy, add to cart and place order. Reports each kind's requests a second,
// p50 and p99, 4xx, 5xx and network errors; then checks the mocks' books: no order without its
// charge, no charge without its order, charges that add up to each order's total, and every
// shopper's cart holding what they put in it. Exits 1 on any 5xx, network error or broken book.
//   SOAK_SECONDS (60)  SOAK_CONNECTIONS (64)  SOAK_PORT (8793)
//   SOAK_ORIGIN: a shop already running on loopback with the mocks' test controls on
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { jarHeader, remember } from '../bench/cookie-jar.mjs';
import { loopbackShop } from './loopback-shop.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 64);
const given = process.env.SOAK_ORIGIN;
if (given && !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(given)) throw new Error('SOAK_ORIGIN must be a loopback origin');

// The mocks with their test controls on: the books are read through the development-only ledger.
execFileSync(process.execPath, ['scripts/e2e-mocks-config.mjs']);
const shop = await loopbackShop({ port: Number(process.env.SOAK_PORT ?? 8793), state: '.wrangler/soak-state', origin: given, mocksConfig: 'mocks/wrangler.e2e.toml' });
const ORIGIN = shop.origin;
const PROVIDER = ORIGIN.replace('127.0.0.1', 'localhost');
const ADDRESS = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(303) 555-0142', addressLine1: '1200 Pearl St', city: 'Boulder', province: 'CO', postalCode: '80302', countryCode: 'US' };

/** Per kind of request: latencies, and answers by class. */
const tallies = new Map();
const tally = (kind) => {
  if (!tallies.has(kind)) tallies.set(kind, { times: [], ok: 0, client: 0, server: 0, network: 0, examples: [] });
  return tallies.get(kind);
};

/** One request as a shopper's browser makes it (its cookies, its address, Origin on writes); answers the parsed body or null. */
async function call(shopper, kind, method, path, body) {
  const entry = tally(kind);
  const started = performance.now();
  try {
    const response = await fetch(`${ORIGIN}${path}`, {
      method,
      headers: { cookie: jarHeader(shopper.jar), 'cf-connecting-ip': shopper.address, ...(method === 'GET' ? {} : { origin: ORIGIN, 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await response.text();
    entry.times.push(performance.now() - started);
    remember(shopper.jar, response);
    if (response.status >= 500) {
      entry.server++;
      if (entry.examples.length < 3) entry.examples.push(`${method} ${path} → ${response.status} ${text.slice(0, 160)}`);
    } else if (response.status >= 400) entry.client++;
    else entry.ok++;
    if (response.status >= 400) return null;
    return text.startsWith('{') ? JSON.parse(text) : {};
  } catch (error) {
    entry.network++;
    if (entry.examples.length < 3) entry.examples.push(`${method} ${path} → ${String(error)}`);
    return null;
  }
}

async function cardToken() {
  const response = await fetch(`${PROVIDER}/v1/tokens`, { method: 'POST', headers: { 'content-type': 'application/json', origin: PROVIDER }, body: JSON.stringify({ number: '4111111111111111', securityCode: '123', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 1 }) });
  return response.ok ? (await response.json()).token : null;
}

/** Variants in stock with room to sell, from the product pages of two listings. */
async function variantsInStock() {
  const skus = [];
  const products = [];
  for (const listing of ['/en-us/c/mens-jackets-10101', '/en-us/c/men-10000']) {
    const html = await (await fetch(`${ORIGIN}${listing}`)).text();
    for (const [path] of html.matchAll(/\/en-us\/p\/[a-z0-9-]+[A-Z0-9]+/g)) if (!products.includes(path)) products.push(path);
  }
  for (const path of products.slice(0, 40)) {
    const page = await (await fetch(`${ORIGIN}${path}`)).text();
    for (const [, sku, quantity] of page.matchAll(/\{"sku":"([^"]+)"[^}]*"available":true,"quantity":(\d+)/g)) if (Number(quantity) >= 8 && !skus.includes(sku)) skus.push(sku);
  }
  if (skus.length < 50) throw new Error(`only ${skus.length} variants in stock to soak with`);
  return { skus, products };
}

const { skus, products } = await variantsInStock();
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const group = () => Math.floor(Math.random() * 0x10000).toString(16);

/** Checks out the shopper's basket with the approved test card; answers the order number or null. */
async function placeOrder(shopper) {
  if (!(await call(shopper, 'checkout steps', 'POST', '/en-us/fapi/checkout/shipping-address', { address: ADDRESS }))) return null;
  if (!(await call(shopper, 'checkout steps', 'POST', '/en-us/fapi/checkout/billing-address', { sameAsShipping: true }))) return null;
  if (!(await call(shopper, 'checkout steps', 'POST', '/en-us/fapi/checkout/payment-session', { paymentMethodId: 'CREDIT_CARD' }))) return null;
  const token = await cardToken();
  if (!token || !(await call(shopper, 'checkout steps', 'POST', '/en-us/fapi/checkout/payment-instruments', { paymentMethodId: 'CREDIT_CARD', token }))) return null;
  const captcha = await call(shopper, 'checkout steps', 'POST', '/captcha/v1/tokens', { action: 'placeOrder' });
  if (!captcha) return null;
  const placed = await call(shopper, 'place order', 'POST', '/en-us/fapi/checkout/order', { attemptId: crypto.randomUUID(), legalAccepted: true, captcha: captcha.token });
  return placed?.status === 'placed' ? placed.order.orderNumber : null;
}

/** A shopper browsing, reading product data through the proxy, adding to the cart and now and then buying. */
async function browseAndBuy(shopper, until) {
  for (let round = 0; performance.now() < until; round++) {
    const product = pick(products);
    await call(shopper, 'pages', 'GET', pick(['/en-us', '/en-us/c/mens-jackets-10101', product, '/en-us/search?q=jacket']));
    await call(shopper, 'proxy', 'GET', `/api/products/v2/products/${product.slice(-8)}/details?locale=en-us`);
    const added = await call(shopper, 'add to cart', 'POST', '/en-us/fapi/cart/items', { productId: pick(skus), qty: 1 });
    if (added?.cart) shopper.units = added.cart.items.reduce((sum, item) => sum + (item.bonus ? 0 : item.qty), 0);
    if (round % 3 === 1 && shopper.units > 0) {
      const order = await placeOrder(shopper);
      if (order) {
        shopper.orders.push(order);
        shopper.units = 0;
      } else {
        // A refused order (stock gone, a limit) leaves the basket as the shop says it is now.
        const cart = await call(shopper, 'cart reads', 'GET', '/en-us/fapi/cart');
        if (cart?.cart) shopper.units = cart.cart.items.reduce((sum, item) => sum + (item.bonus ? 0 : item.qty), 0);
      }
    }
  }
}

const rank = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);
let healthy = true;
try {
  const since = Date.now() - 1000;
  const shoppers = Array.from({ length: CONNECTIONS }, () => ({ jar: {}, address: `2001:db8:${group()}:${group()}::1`, units: 0, orders: [] }));
  const started = performance.now();
  await Promise.all(shoppers.map((shopper) => browseAndBuy(shopper, started + SECONDS * 1000)));
  const elapsed = (performance.now() - started) / 1000;

  console.log(`soak: ${CONNECTIONS} shoppers for ${elapsed.toFixed(0)} s against ${ORIGIN}`);
  console.log(`${'kind'.padEnd(16)} ${'requests'.padStart(9)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'2xx/3xx'.padStart(8)} ${'4xx'.padStart(6)} ${'5xx'.padStart(5)} ${'errors'.padStart(7)}`);
  let total = 0;
  for (const [kind, entry] of tallies) {
    const sorted = [...entry.times].sort((a, b) => a - b);
    const count = entry.times.length + entry.network;
    total += count;
    console.log(`${kind.padEnd(16)} ${String(count).padStart(9)} ${(count / elapsed).toFixed(1).padStart(7)} ${rank(sorted, 50).toFixed(0).padStart(8)} ${rank(sorted, 99).toFixed(0).padStart(8)} ${String(entry.ok).padStart(8)} ${String(entry.client).padStart(6)} ${String(entry.server).padStart(5)} ${String(entry.network).padStart(7)}`);
    for (const example of entry.examples) console.log(`  ${example}`);
    if (entry.server || entry.network) healthy = false;
  }
  console.log(`all: ${total} requests, ${(total / elapsed).toFixed(1)} req/s, ${shoppers.reduce((sum, shopper) => sum + shopper.orders.length, 0)} orders placed`);

  // The books, once the traffic has stopped.
  const books = await (await fetch(`${ORIGIN}/fapi/test/ledger?since=${since}`)).json();
  console.log(`books: ${books.orders} orders, ${books.charges} charges; ${books.ordersWithoutCharge.length} orders without a charge, ${books.chargesWithoutOrder.length} charges without an order, ${books.chargesOffTotal.length} orders whose charges are off their total`);
  if (books.ordersWithoutCharge.length || books.chargesWithoutOrder.length || books.chargesOffTotal.length) {
    healthy = false;
    console.log(JSON.stringify(books));
  }
  const placed = shoppers.reduce((sum, shopper) => sum + shopper.orders.length, 0);
  if (books.orders !== placed) {
    healthy = false;
    console.log(`the shoppers were told of ${placed} orders, the books hold ${books.orders}`);
  }
  let lost = 0;
  for (const shopper of shoppers) {
    const cart = await call(shopper, 'final cart read', 'GET', '/en-us/fapi/cart');
    const units = cart?.cart ? cart.cart.items.reduce((sum, item) => sum + (item.bonus ? 0 : item.qty), 0) : 0;
    if (units !== shopper.units) lost++;
  }
  console.log(`carts: ${CONNECTIONS - lost} of ${CONNECTIONS} hold what their shopper last saw in them`);
  if (lost) healthy = false;
} finally {
  shop.stop();
}
process.exit(healthy ? 0 : 1);
