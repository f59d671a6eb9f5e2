// Lighthouse 12 mobile (its default profile) against Debian's Chromium, on the shop's main pages,
// each category and metric against its target; then the repeat visit: the product page again in
// the same browser profile (storage kept), whatever serves it (the network, or a service worker).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startShop } from './dev-server.mjs';
import { jarHeader, remember } from './cookie-jar.mjs';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const TARGETS = { performance: 0.98, accessibility: 1, 'best-practices': 1, seo: 1 };
const CLS_MAX = 0.01;
const TBT_MAX_MS = 50;
const REPEAT_LCP_MAX_MS = 1000;
const PRODUCT = '/en-us/p/mens-scree-softshell-jacket-JK619948';

/** A guest with one basket line (the first variant in stock of the jackets listing), as its Cookie header. */
async function guestWithOneLine(origin) {
  const jar = {};
  remember(jar, await fetch(`${origin}/en-us`));
  const page = await (await fetch(`${origin}${PRODUCT}`)).text();
  const [, sku] = /\{"sku":"([^"]+)"[^}]*"available":true,"quantity":(?:[4-9]|\d{2,})/.exec(page) ?? [];
  if (!sku) throw new Error('no variant in stock on the product page');
  const added = await fetch(`${origin}/en-us/fapi/cart/items`, { method: 'POST', headers: { cookie: jarHeader(jar), origin, 'content-type': 'application/json' }, body: JSON.stringify({ productId: sku, qty: 1 }) });
  if (!added.ok) throw new Error(`add to cart answered ${added.status}`);
  remember(jar, added);
  return jarHeader(jar);
}

async function audit(url, port, extraHeaders) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(TARGETS), disableStorageReset: true, ...(extraHeaders ? { extraHeaders } : {}) });
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id) => lhr.categories[id]?.score ?? null;
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  return { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo'), cls: metric('cumulative-layout-shift'), tbt: metric('total-blocking-time'), lcp: metric('largest-contentful-paint'), failing: Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => a.id) };
}

const indexable = (html) => !/<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i.test(html);

export async function benchLighthouse({ port, selected }) {
  const runPages = selected('lighthouse');
  const runRepeat = selected('repeat visit');
  if (!runPages && !runRepeat) return;
  const shop = await startShop({ port, name: 'lighthouse' });
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  let chrome;
  try {
    const fmt = (value, digits = 2) => (value === null ? '—' : value.toFixed(digits));
    const verdict = (ok) => (ok ? 'met' : 'MISSED');
    if (runPages) {
      const shopper = await guestWithOneLine(shop.origin);
      const checkoutShopper = await guestWithOneLine(shop.origin);
      const pages = [
        ['home', '/en-us'],
        ['listing', '/en-us/c/mens-jackets-10101'],
        ['product', PRODUCT],
        ['search', '/en-us/search?q=jacket'],
        ['cart (one line)', '/en-us/cart', shopper],
        ['checkout (one line)', '/en-us/checkout/shipping', checkoutShopper],
      ];
      console.log(`\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} mobile, /usr/bin/chromium, NODE_ENV=production; targets: performance >= ${TARGETS.performance}, a11y/bp/SEO 1.00 (SEO where indexable), CLS <= ${CLS_MAX}, TBT <= ${TBT_MAX_MS} ms\n`);
      console.log('page'.padEnd(20), 'perf'.padStart(5), 'a11y'.padStart(5), 'bp'.padStart(5), 'seo'.padStart(5), 'CLS'.padStart(7), 'TBT ms'.padStart(7), 'LCP ms'.padStart(7), ' verdict');
      for (const [name, path, cookie] of pages) {
        // A fresh browser per page: one page's cache and service worker never serve another's first visit.
        chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
        const html = await (await fetch(`${shop.origin}${path}`, { headers: cookie ? { cookie } : {} })).text();
        const seoJudged = indexable(html);
        const r = await audit(`${shop.origin}${path}`, chrome.port, cookie ? { Cookie: cookie } : undefined);
        await chrome.kill();
        chrome = undefined;
        const misses = [
          r.performance < TARGETS.performance && 'performance',
          r.accessibility < 1 && 'a11y',
          r['best-practices'] < 1 && 'best practices',
          seoJudged && r.seo < 1 && 'SEO',
          r.cls > CLS_MAX && 'CLS',
          r.tbt > TBT_MAX_MS && 'TBT',
        ].filter(Boolean);
        const notes = `${seoJudged ? '' : 'SEO not judged (noindex); '}${misses.length ? `MISSED ${misses.join(', ')}` : 'met'}${r.failing.length ? `; failing audits: ${r.failing.join(', ')}` : ''}`;
        console.log(name.padEnd(20), fmt(r.performance).padStart(5), fmt(r.accessibility).padStart(5), fmt(r['best-practices']).padStart(5), (seoJudged ? fmt(r.seo) : `(${fmt(r.seo)})`).padStart(5), fmt(r.cls, 3).padStart(7), fmt(r.tbt, 0).padStart(7), fmt(r.lcp, 0).padStart(7), '', notes);
      }
    }
    if (runRepeat) {
      // One profile for both visits, storage kept between them: the second is a returning shopper's.
      chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, userDataDir: profile });
      const first = await audit(`${shop.origin}${PRODUCT}`, chrome.port);
      const repeat = await audit(`${shop.origin}${PRODUCT}`, chrome.port);
      console.log(`\nrepeat visit (product page, Lighthouse mobile, same profile, disableStorageReset): first visit LCP ${fmt(first.lcp, 0)} ms, repeat LCP ${fmt(repeat.lcp, 0)} ms, ${verdict(repeat.lcp <= REPEAT_LCP_MAX_MS)} (<= ${REPEAT_LCP_MAX_MS} ms)`);
    }
  } finally {
    if (chrome) await chrome.kill();
    rmSync(profile, { recursive: true, force: true });
    shop.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const filters = process.argv.slice(2).map((word) => word.toLowerCase());
  await benchLighthouse({ port: Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 8798), selected: (name) => filters.length === 0 || filters.some((word) => name.includes(word)) });
}
