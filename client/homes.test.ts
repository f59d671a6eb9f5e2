import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { name, ROOT, sources, staticImports } from '../tests/static-imports';

/*
 * Each commerce domain has one home in the browser code, and the rest of the client reaches it only
 * through the home's index.ts. Inside a home, modules import each other directly. The homes import
 * each other without a loop, so each can be read (and split into chunks) from the ones below it.
 *
 * The platform (the API client, the client state, the shared components and dialog shells, the
 * persistence, analytics and styles) serves every home and imports none. The app's assembly is the
 * exception: it fills a page in from the homes, through their surfaces.
 */

const HOMES = ['account', 'cart', 'catalogue', 'checkout', 'content', 'decisions', 'events', 'in-store', 'loyalty', 'payments', 'stores'].map((home) => `client/${home}`);

/** What may import a home from outside every home, and why. */
const ASSEMBLY: Readonly<Record<string, string>> = {
  'client/app/': 'the app assembles the page: its chrome, canvas, dialogs and providers come from the homes',
  'client/on-demand.ts': "the browser's loaders of code a page needs later, each from its home",
  'client/on-demand-code.ts': "the browser's loaders of components a page needs later, each from its home",
  'client/offline/sw/sw.ts': "the service worker's entry: its parts, the cart's replay of adds made offline among them",
};

/**
 * A home's second surface, for the service worker: what it may take from the home without a window
 * or a DOM (`index.ts` carries the home's React parts, which a worker cannot load).
 */
const WORKER_SURFACE = 'sw.ts';

/**
 * The worker's mirrors of the browser's loaders: each answers with the very module the browser
 * loads by its own path, so they name that module rather than its home's surface.
 */
const LOADER_MIRRORS = new Set(['client/on-demand.server.ts', 'client/on-demand-code.server.ts']);

const homeOf = (file: string) => HOMES.find((home) => file.startsWith(`${home}/`));
const isAssembly = (file: string) => Object.keys(ASSEMBLY).some((place) => (place.endsWith('/') ? file.startsWith(place) : file === place));

/** Every static import from a client module into a home other than the module's own. */
function importsOfHomes(): { file: string; target: string; home: string }[] {
  return sources(join(ROOT, 'client')).flatMap((path) => {
    const file = name(path);
    return staticImports(path).flatMap((target) => {
      const home = homeOf(target);
      return home && home !== homeOf(file) ? [{ file, target, home }] : [];
    });
  });
}

describe('client homes', () => {
  const imports = importsOfHomes();

  it('has every home with its surface', () => {
    for (const home of HOMES) expect(existsSync(join(ROOT, home, 'index.ts')), home).toBe(true);
  });

  it('reaches another home only through its surface', () => {
    const reachingIn = imports.filter(
      ({ file, target, home }) => target !== `${home}/index.ts` && target !== `${home}/${WORKER_SURFACE}` && !LOADER_MIRRORS.has(file),
    );
    expect(reachingIn.map(({ file, target }) => `${file} -> ${target}`)).toEqual([]);
  });

  it('keeps the platform free of the homes, but for the assembly', () => {
    const platformImports = imports.filter(({ file }) => !homeOf(file) && !isAssembly(file) && !LOADER_MIRRORS.has(file));
    expect(platformImports.map(({ file, target }) => `${file} -> ${target}`)).toEqual([]);
  });

  it('has no loop among the homes', () => {
    const below = new Map(HOMES.map((home) => [home, new Set<string>()]));
    for (const { file, home } of imports) {
      const from = homeOf(file);
      if (from) below.get(from)!.add(home);
    }
    const loops = new Set<string>();
    const visit = (home: string, path: readonly string[]) => {
      if (path.includes(home)) return void loops.add([...path.slice(path.indexOf(home)), home].join(' -> '));
      for (const next of below.get(home)!) visit(next, [...path, home]);
    };
    for (const home of HOMES) visit(home, []);
    expect([...loops]).toEqual([]);
  });
});
