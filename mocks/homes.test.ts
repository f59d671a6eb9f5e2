import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Each backend the mocks play for a domain has one home, and the rest of the mocks reach it only
 * through its surfaces: the home's index.ts (what other homes use of it) and its routes/index.ts
 * (its adapters, which only the assemblies register). Inside a home, modules import each other
 * directly. The homes stand on the platform (the database, the fixtures, the HTTP helpers), which
 * imports no home, and they import each other without a loop.
 */

const ROOT = join(__dirname, '..');
const HOMES = ['account', 'auth', 'cart', 'catalogue', 'checkout', 'content', 'decisions', 'events', 'in-store', 'loyalty', 'payments'].map((home) => `mocks/${home}`);

/** The modules that put the homes together, the only ones below them allowed to import them. */
const ASSEMBLIES = new Set([
  // The entry registers every home's routes and hands the cart's baskets to the token route.
  'mocks/index.ts',
  // The seeder writes every home's seed rows; the entry gives it to the database's setup.
  'mocks/seed.ts',
  // The test controls' guard registers every home's controls behind it.
  'mocks/routes/test-control.ts',
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

const STATIC_IMPORT = /^\s*(?:import|export)\s[^'";]*?from\s*['"](\.[^'"]+)['"]/gm;
const name = (path: string) => relative(ROOT, path).split('\\').join('/');

function resolved(file: string, spec: string): string | undefined {
  const base = normalize(join(dirname(file), spec));
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((path) => existsSync(path) && statSync(path).isFile());
}

const homeOf = (file: string) => HOMES.find((home) => file.startsWith(`${home}/`));

/** Every static import of a mocks module by another: the importer and the module it names. */
const imports = sources(join(ROOT, 'mocks')).flatMap((path) => {
  return [...readFileSync(path, 'utf8').matchAll(STATIC_IMPORT)].flatMap(([, spec]) => {
    const target = resolved(path, spec!);
    return target && name(target).startsWith('mocks/') ? [{ file: name(path), target: name(target) }] : [];
  });
});

describe('mocks homes', () => {
  it('has every home with its surface, and every routes folder with its own', () => {
    for (const home of HOMES) {
      const routes = existsSync(join(ROOT, home, 'routes'));
      expect(existsSync(join(ROOT, home, 'index.ts')) || routes, home).toBe(true);
      if (routes) expect(existsSync(join(ROOT, home, 'routes', 'index.ts')), `${home}/routes`).toBe(true);
    }
  });

  it('reaches another home only through its surface, and its routes only from an assembly', () => {
    const reachingIn = imports.flatMap(({ file, target }) => {
      const home = homeOf(target);
      if (!home || homeOf(file) === home) return [];
      if (target === `${home}/index.ts`) return [];
      if (target === `${home}/routes/index.ts` && ASSEMBLIES.has(file)) return [];
      return [`${file} -> ${target}`];
    });
    expect(reachingIn).toEqual([]);
  });

  it('keeps the platform below the homes: only an assembly imports one', () => {
    const upward = imports.filter(({ file, target }) => !homeOf(file) && homeOf(target) && !ASSEMBLIES.has(file)).map(({ file, target }) => `${file} -> ${target}`);
    expect(upward).toEqual([]);
  });

  it('has no loop among the homes', () => {
    const uses = new Map(HOMES.map((home) => [home, new Set<string>()]));
    for (const { file, target } of imports) {
      const [from, to] = [homeOf(file), homeOf(target)];
      if (from && to && from !== to) uses.get(from)!.add(to);
    }
    // A home reaching itself again through the homes it uses is a loop, named once from its first home.
    const loops: string[] = [];
    const walk = (home: string, path: string[]): void => {
      for (const next of uses.get(home)!) {
        if (next === path[0] && path.every((other) => other >= next)) loops.push([...path, next].join(' -> '));
        else if (!path.includes(next)) walk(next, [...path, next]);
      }
    };
    for (const home of HOMES) walk(home, [home]);
    expect(loops).toEqual([]);
  });
});
