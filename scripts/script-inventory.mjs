#!/usr/bin/env node
// The inventory of every script our pages can run, payment pages included, with the integrity hash
// of each file as built: the list a payment-page script review starts from, and what the browser
// tests hold the scripts a checkout actually loads against, so a script nobody listed, or a listed
// one altered after the build, fails CI. The page CSP admits the nonce'd entry and, through
// 'strict-dynamic', whatever it imports, so everything the entry can reach is listed.
//
//   node scripts/script-inventory.mjs            writes dist/script-inventory.json from dist/client
//   node scripts/script-inventory.mjs --print    also prints it as a table
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CLIENT_DIR = join(ROOT, 'dist/client');
export const INVENTORY_PATH = join(ROOT, 'dist/script-inventory.json');
const ENTRY = 'client/entry.tsx';

/** The manifest keys reachable from `key` through `edges` (static imports, or static and dynamic). */
function reach(manifest, key, edges, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  for (const next of edges(chunk)) reach(manifest, next, edges, into);
  return into;
}

/**
 * The inventory of a Vite manifest: one row per script file the entry can reach, with the source
 * modules it was built from (its manifest keys: a source path for an entry or a lazily loaded
 * module, a chunk name for a shared one), whether the first load fetches it, and `integrity` as
 * Subresource Integrity writes it (sha384, base64) over the bytes `readFile` answers.
 */
export function inventoryOf(manifest, readFile) {
  if (!manifest[ENTRY]) throw new Error(`${ENTRY} is missing from the asset manifest`);
  const firstLoad = reach(manifest, ENTRY, (chunk) => chunk.imports ?? []);
  const all = reach(manifest, ENTRY, (chunk) => [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]);
  const rows = new Map();
  for (const key of all) {
    const { file } = manifest[key];
    if (!file.endsWith('.js')) continue;
    const row = rows.get(file) ?? { file: `/${file}`, modules: [], firstLoad: false };
    row.modules.push(key);
    row.firstLoad ||= firstLoad.has(key);
    rows.set(file, row);
  }
  return [...rows.values()]
    .map((row) => {
      const bytes = readFile(row.file.slice(1));
      return { ...row, modules: row.modules.sort(), bytes: bytes.length, integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}` };
    })
    .sort((a, b) => Number(b.firstLoad) - Number(a.firstLoad) || a.file.localeCompare(b.file));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = JSON.parse(readFileSync(join(CLIENT_DIR, 'asset-manifest.json'), 'utf8'));
  const scripts = inventoryOf(manifest, (file) => readFileSync(join(CLIENT_DIR, file)));
  writeFileSync(INVENTORY_PATH, `${JSON.stringify({ scripts }, null, 2)}\n`);
  console.log(`script inventory: ${scripts.length} scripts (${scripts.filter((row) => row.firstLoad).length} on first load) in ${INVENTORY_PATH.slice(ROOT.length + 1)}`);
  if (process.argv.includes('--print')) for (const row of scripts) console.log(`${row.firstLoad ? 'first' : 'lazy '}  ${row.integrity}  ${row.file}  ${row.modules.join(', ')}`);
}
