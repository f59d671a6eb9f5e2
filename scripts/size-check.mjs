// npm test: the JavaScript budget. Reads the client build's manifest (run `vite build` first),
// works out each page type's first-load JavaScript the way the worker preloads it (the entry and
// its static imports, plus the page view's chunk and the chunks that adds), gzips every chunk
// (node:zlib at its default level 6, as Vite's own report does) and compares each page with its
// budget. On failure it names the chunks of that page that grew against scripts/size-baseline.json,
// or joined its first load (a chunk that was loaded on demand, such as zod's), largest growth
// first. `node scripts/size-check.mjs --update-baseline` rewrites the baseline.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUT = `${root}dist/client/`;
const BASELINE = `${root}scripts/size-baseline.json`;
const ENTRY = 'client/entry.tsx';
const KB = 1024;
const NOISE_BYTES = 100;

/**
 * First-load JavaScript per page type, gzip: the page view's module and the block families the
 * seeded content renders on it (the worker preloads exactly these; see the page's modulepreload
 * links). `budgetKb` is enforced; `targetKb` is where the page should get to, reported until met.
 * A budget sits at its target once met, else about 2 KB above what the page measured, so any
 * growth fails here and names its chunk. Chunks only some visitors load on the first view (the
 * consent banner until a choice is made) and chunks loaded after hydration are not counted.
 * Every page type with a view of its own has a row: the blocks are those its seeded canvases
 * render (the checkout is enclosed, so no navigation; favorites has no canvas body). The pages
 * with forms still take zod and the phone rules on their first load, which puts them far over
 * their target: their budgets hold them where they are until that moves on demand.
 */
export const BUDGETS = [
  { page: 'home', module: 'client/content/pages/HomePage.tsx', blocks: ['banners', 'cards', 'text', 'navigation'], budgetKb: 80, targetKb: 80 },
  { page: 'product', module: 'client/catalogue/pages/ProductPage.tsx', blocks: ['navigation'], budgetKb: 90, targetKb: 90 },
  { page: 'category', module: 'client/catalogue/pages/CategoryPage.tsx', blocks: ['banners', 'text', 'navigation'], budgetKb: 90, targetKb: 90 },
  { page: 'search', module: 'client/catalogue/pages/SearchPage.tsx', blocks: ['banners', 'text', 'navigation'], budgetKb: 90, targetKb: 90 },
  { page: 'cart', module: 'client/cart/CartPage.tsx', blocks: ['text', 'navigation'], budgetKb: 171, targetKb: 90 },
  { page: 'checkout', module: 'client/checkout/CheckoutPage.tsx', blocks: ['text'], budgetKb: 187, targetKb: 90 },
  { page: 'order-confirmation', module: 'client/checkout/OrderConfirmationPage.tsx', blocks: ['text'], budgetKb: 157, targetKb: 90 },
  { page: 'favorites', module: 'client/account/pages/FavoritesPage.tsx', blocks: ['navigation'], budgetKb: 90, targetKb: 90 },
  { page: 'sign-in', module: 'client/account/pages/SignInPage.tsx', blocks: ['text', 'navigation'], budgetKb: 90, targetKb: 90 },
  { page: 'sign-up', module: 'client/account/pages/SignUpPage.tsx', blocks: ['text', 'navigation'], budgetKb: 161, targetKb: 90 },
  { page: 'forgot-password', module: 'client/account/pages/ForgotPasswordPage.tsx', blocks: ['text', 'navigation'], budgetKb: 158, targetKb: 90 },
  { page: 'account', module: 'client/account/pages/AccountOverviewPage.tsx', blocks: ['text', 'navigation'], budgetKb: 90, targetKb: 90 },
  { page: 'account-profile', module: 'client/account/pages/ProfilePage.tsx', blocks: ['text', 'navigation'], budgetKb: 165, targetKb: 90 },
  { page: 'account-addresses', module: 'client/account/pages/AddressesPage.tsx', blocks: ['text', 'navigation'], budgetKb: 160, targetKb: 90 },
  { page: 'account-orders', module: 'client/account/pages/OrdersPage.tsx', blocks: ['text', 'navigation'], budgetKb: 163, targetKb: 90 },
  { page: 'account-payment', module: 'client/account/pages/PaymentPage.tsx', blocks: ['text', 'navigation'], budgetKb: 161, targetKb: 90 },
  { page: 'account-loyalty', module: 'client/loyalty/pages/RewardsPage.tsx', blocks: ['text', 'navigation'], budgetKb: 90, targetKb: 90 },
  { page: 'associate-login', module: 'client/in-store/pages/AssociateLoginPage.tsx', blocks: ['text', 'navigation'], budgetKb: 159, targetKb: 90 },
  { page: 'help-contact-us', module: 'client/content/help/ContactUsPage.tsx', blocks: ['text', 'navigation'], budgetKb: 90, targetKb: 90 },
  { page: 'help-returns', module: 'client/content/help/ReturnsPage.tsx', blocks: ['text', 'navigation'], budgetKb: 90, targetKb: 90 },
  { page: 'content', module: 'client/content/pages/ContentPage.tsx', blocks: ['text', 'cards', 'navigation'], budgetKb: 90, targetKb: 90 },
  { page: 'error', module: 'client/pages/ErrorPage.tsx', blocks: ['text', 'cards', 'navigation'], budgetKb: 90, targetKb: 90 },
  { page: 'store-locator', module: 'client/stores/pages/StoreLocatorPage.tsx', blocks: ['banners', 'cards', 'navigation'], budgetKb: 90, targetKb: 90 },
  { page: 'store', module: 'client/stores/pages/StorePage.tsx', blocks: ['navigation'], budgetKb: 90, targetKb: 90 },
  { page: 'newsletter-confirm', module: 'client/account/pages/NewsletterConfirmPage.tsx', blocks: ['text', 'navigation'], budgetKb: 90, targetKb: 90 },
  { page: 'offline', module: 'client/offline/OfflinePage.tsx', blocks: [], budgetKb: 90, targetKb: 90 },
];

/**
 * Stable chunk names (no hash): the manifest's `name` (the group or module a chunk was named
 * after), made unique in manifest order when two chunks share one.
 */
function chunkNames(manifest) {
  const names = new Map();
  const taken = new Set();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    const base = chunk.name ?? key.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
    let name = base;
    for (let n = 2; taken.has(name); n += 1) name = `${base}~${n}`;
    taken.add(name);
    names.set(key, name);
  }
  return names;
}

function closure(manifest, key, into = new Set()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

export function measure(manifest, readFile) {
  const names = chunkNames(manifest);
  const sizes = new Map([...names].map(([key, name]) => [name, gzipSync(readFile(manifest[key].file)).length]));
  const shared = closure(manifest, ENTRY);
  const pages = BUDGETS.map(({ page, module, blocks, budgetKb, targetKb }) => {
    const keys = new Set(shared);
    for (const lazy of [module, ...blocks.map((family) => `client/content/blocks/${family}/index.ts`)]) {
      if (!manifest[lazy]) throw new Error(`${lazy} is not in the build manifest: is it still loaded with import()?`);
      closure(manifest, lazy, keys);
    }
    const chunks = [...keys].map((key) => names.get(key));
    return { page, budgetKb, targetKb, chunks, bytes: chunks.reduce((sum, name) => sum + sizes.get(name), 0) };
  });
  return { sizes, pages };
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** The service worker script's gzip size (vite.sw.config.ts builds it beside the pages' bundle), or null without one. */
export function serviceWorkerBytes(readFile) {
  try {
    return gzipSync(readFile('sw.js')).length;
  } catch {
    return null;
  }
}

/** What the baseline records: each chunk's gzip size and each page's first-load chunks. */
function baselineOf({ sizes, pages }) {
  return {
    chunks: Object.fromEntries([...sizes].sort(([a], [b]) => a.localeCompare(b))),
    firstLoad: Object.fromEntries(pages.map((page) => [page.page, [...page.chunks].sort()])),
  };
}

function report({ sizes, pages }, { chunks: baseline, firstLoad }) {
  const lines = ['chunk (gzip)'.padEnd(28) + 'now'.padStart(10) + 'baseline'.padStart(10) + '  first load of'];
  for (const [name, bytes] of [...sizes].sort((a, b) => b[1] - a[1])) {
    const was = baseline[name];
    const users = pages.filter((page) => page.chunks.includes(name)).map((page) => page.page);
    lines.push(name.padEnd(28) + kb(bytes).padStart(10) + (was === undefined ? 'new' : kb(was)).padStart(10) + `  ${users.join(', ') || '(on demand)'}`);
  }
  lines.push('', 'page (first-load JS, gzip)'.padEnd(28) + 'now'.padStart(10) + 'budget'.padStart(10) + 'target'.padStart(10));
  const failures = [];
  for (const page of pages) {
    const over = page.bytes > page.budgetKb * KB;
    const target = page.bytes > page.targetKb * KB ? `  target missed by ${kb(page.bytes - page.targetKb * KB)}` : '  target met';
    lines.push(page.page.padEnd(28) + kb(page.bytes).padStart(10) + `${page.budgetKb} KB`.padStart(10) + `${page.targetKb} KB`.padStart(10) + (over ? '  OVER BUDGET' : '  ok') + target);
    if (over) failures.push(page);
  }
  for (const page of failures) {
    const grown = page.chunks
      .map((name) => {
        const joined = !(firstLoad[page.page] ?? []).includes(name);
        return { name, growth: joined ? sizes.get(name) : sizes.get(name) - (baseline[name] ?? 0), isNew: baseline[name] === undefined, joined };
      })
      // A few bytes come and go with the hashed names of imported chunks.
      .filter((chunk) => chunk.growth >= NOISE_BYTES)
      .sort((a, b) => b.growth - a.growth);
    lines.push('', `${page.page}: first-load JavaScript is ${kb(page.bytes)}, over its budget of ${page.budgetKb} KB by ${kb(page.bytes - page.budgetKb * KB)}.`);
    if (grown.length === 0) lines.push('  No chunk grew against the baseline; the budget was lowered or the baseline is stale.');
    for (const chunk of grown) lines.push(`  ${chunk.name} ${chunk.isNew ? 'is new' : chunk.joined ? 'joined the first load' : 'grew'}: +${kb(chunk.growth)}`);
    if (grown.length > 0) lines.push(`  Grew most: ${grown[0].name}.`);
  }
  return { text: lines.join('\n'), ok: failures.length === 0 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = JSON.parse(readFileSync(`${OUT}asset-manifest.json`, 'utf8'));
  const measured = measure(manifest, (file) => readFileSync(`${OUT}${file}`));
  if (process.argv.includes('--update-baseline')) {
    writeFileSync(BASELINE, `${JSON.stringify(baselineOf(measured), null, 2)}\n`);
    console.log(`Wrote ${BASELINE}`);
  }
  const baseline = JSON.parse(readFileSync(BASELINE, 'utf8'));
  const { text, ok } = report(measured, baseline);
  console.log(text);
  // The service worker is no page's first load (it installs after the page is idle): reported, not budgeted.
  const worker = serviceWorkerBytes((file) => readFileSync(`${OUT}${file}`));
  if (worker !== null) console.log(`\n${'service worker (sw.js, gzip)'.padEnd(28)}${kb(worker).padStart(10)}  reported, no budget`);
  if (!ok) process.exitCode = 1;
}
