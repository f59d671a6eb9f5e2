import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { name, ROOT, sources, staticImports } from '../tests/static-imports';

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

const HOMES = ['account', 'cart', 'catalogue', 'checkout', 'content', 'decisions', 'events', 'in-store', 'loyalty', 'payments', 'session', 'stores'].map((home) => `worker/${home}`);
const ADAPTER_FOLDERS = ['routes', 'pages', 'middleware'];
const DURABLE_OBJECTS = new Set(['worker/session/ledger.ts']);
const BINDING_READERS = new Set(['worker/index.ts', 'worker/env.ts']);

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
      return staticImports(path).flatMap((targetFile) => {
        const home = homeOf(targetFile);
        if (!home || homeOf(file) === home || surfacesOf(home).includes(targetFile)) return [];
        if (BINDING_READERS.has(file) && DURABLE_OBJECTS.has(targetFile)) return [];
        return [`${file} -> ${targetFile}`];
      });
    });
    expect(reachingIn).toEqual([]);
  });
});
