import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { variantOf } from '../fixtures/variants';

/*
 * The W3C Nu HTML checker (vnu-jar, run on Debian's Java) over the server HTML of every page type,
 * as a crawler or a browser without JavaScript receives it from the running worker. One checker
 * run reads all the documents, since starting the JVM costs more than checking a page.
 */

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * A guest's view of each page type, with one line in the basket so the cart and checkout show
 * their own interface. The account pages send a guest to sign in: the page a guest lands on is
 * what is checked. The 404 is a path no page answers.
 */
const PAGES: Record<string, { path: string; status: number }> = {
  home: { path: '/en-us', status: 200 },
  listing: { path: '/en-us/c/mens-jackets-10101', status: 200 },
  product: { path: '/en-us/p/mens-scree-softshell-jacket-JK619948', status: 200 },
  search: { path: '/en-us/search?q=jacket', status: 200 },
  content: { path: '/en-us/kitchen-sink', status: 200 },
  cart: { path: '/en-us/cart', status: 200 },
  checkout: { path: '/en-us/checkout', status: 200 },
  'sign-in': { path: '/en-us/sign-in', status: 200 },
  'sign-up': { path: '/en-us/sign-up', status: 200 },
  account: { path: '/en-us/account', status: 200 },
  'account-orders': { path: '/en-us/account/orders', status: 200 },
  'account-addresses': { path: '/en-us/account/addresses', status: 200 },
  'not-found': { path: '/en-us/no-such-page-here', status: 404 },
};

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test('the server HTML of every page type passes the Nu HTML checker with no error', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const folder = await mkdtemp(join(tmpdir(), 'ridgeline-vnu-'));
  try {
    const line = variantOf('JK', (units) => units >= 20);
    const added = await request.post('/en-us/fapi/cart/items', { data: { productId: line.sku, qty: 1 }, headers: { origin: new URL(baseURL!).origin } });
    expect(added.status(), await added.text()).toBe(200);
    const files: string[] = [];
    for (const [name, { path, status }] of Object.entries(PAGES)) {
      const response = await request.get(path);
      expect(response.status(), `${name} ${path}`).toBe(status);
      const file = join(folder, `${name}.html`);
      await writeFile(file, await response.body());
      files.push(file);
    }
    // The checker exits non-zero when it finds errors; its JSON report on stderr is what counts.
    const { stderr } = await promisify(execFile)('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 }).catch(
      (failure: { stderr?: string; code?: number }) => {
        if (typeof failure.stderr !== 'string' || !failure.stderr.startsWith('{')) throw failure;
        return { stderr: failure.stderr };
      },
    );
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error' || message.subType === 'fatal')
      .map((message) => `${(message.url ?? '').replace(/^.*\//, '')}:${message.lastLine ?? '?'} ${message.message}${message.extract ? ` [${message.extract.trim().slice(0, 80)}]` : ''}`);
    expect(errors).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
