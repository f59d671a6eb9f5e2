import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Each commerce domain has one home in the worker, and the rest of the worker reaches it only
 * through its surfaces: the home's index.ts (its services, for other domains and the platform), and
 * the index.ts of its routes/, pages/ and middleware/ folders (its adapters, for the app's
 * assembly and the page registry). Inside a home, modules import each other directly.
 *
 * A Durable Object class is a binding, not a service: the runtime builds it from the entry's
 * exports and env.ts types its stub, so those two name it where it is (through the home's surface
 * the class would reach every test that imports the home, and env.ts would import its own readers).
 */

const ROOT = join(__dirname, '..');
const HOMES = ['account', 'cart', 'catalogue', 'checkout', 'content', 'decisions', 'in-store', 'payments', 'session'].map((home) => `worker/${home}`);
const ADAPTER_FOLDERS = ['routes', 'pages', 'middleware'];
const DURABLE_OBJECTS = new Set(['worker/session/ledger.ts']);
const BINDING_READERS = new Set(['worker/index.ts', 'worker/env.ts']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const STATIC_IMPORT = /^\s*(?:import|export)\s[^'";]*?from\s*['"](\.[^'"]+)['"]/gm;
const name = (path: string) => relative(ROOT, path).split('\\').join('/');

function resolved(file: string, spec: string): string | undefined {
  const base = normalize(join(dirname(file), spec));
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((path) => existsSync(path) && statSync(path).isFile());
}

const homeOf = (file: string) => HOMES.find((home) => file.startsWith(`${home}/`));
function surfacesOf(home: string): string[] {
  return [home, ...ADAPTER_FOLDERS.map((folder) => `${home}/${folder}`)].flatMap((dir) => [`${dir}/index.ts`, `${dir}/index.tsx`]);
}

describe('domain homes', () => {
  const files = sources(join(ROOT, 'worker')).map((path) => ({ path, file: name(path) }));

  it('has every home with its surface', () => {
    for (const home of HOMES) expect(existsSync(join(ROOT, home, 'index.ts')), home).toBe(true);
  });

  it('reaches another home only through its surfaces', () => {
    const reachingIn = files.flatMap(({ path, file }) => {
      return [...readFileSync(path, 'utf8').matchAll(STATIC_IMPORT)].flatMap(([, spec]) => {
        const target = resolved(path, spec!);
        if (!target) return [];
        const targetFile = name(target);
        const home = homeOf(targetFile);
        if (!home || homeOf(file) === home || surfacesOf(home).includes(targetFile)) return [];
        if (BINDING_READERS.has(file) && DURABLE_OBJECTS.has(targetFile)) return [];
        return [`${file} -> ${targetFile}`];
      });
    });
    expect(reachingIn).toEqual([]);
  });
});
