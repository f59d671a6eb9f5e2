import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Services take plain inputs (worker/services/inputs.ts), so a queue consumer or an offline
 * replay can call them with no request: no service module imports the web framework, and none
 * reaches up into the middleware, whose adapters build those inputs and call down into services.
 * A domain's services are the modules of its home outside its `routes/`, `pages/` and
 * `middleware/` folders, which hold the adapters.
 *
 * STILL_ON_THE_FRAMEWORK names the modules not moved onto plain inputs yet; every service is on
 * them now, so it is empty and any import of the framework fails. A module on it that no longer
 * needs to be there fails the test as surely as a new one.
 */

const ROOT = join(__dirname, '..', '..');
const WORKER = join(ROOT, 'worker');
/** The worker's folders that hold services: the domain homes and the platform's own services. */
const SERVICE_HOMES = ['account', 'cart', 'catalogue', 'checkout', 'content', 'decisions', 'events', 'payments', 'session', 'services', 'signing', 'upstream'];
const ADAPTERS = /\/(routes|pages|middleware)\//;

const STILL_ON_THE_FRAMEWORK = new Set<string>([]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => match[1] ?? match[2]!);
}

const onTheFramework = (file: string) =>
  importsOf(file).some((spec) => spec === 'hono' || spec.startsWith('hono/') || /(^|\/)middleware(\/|$)/.test(spec));

describe('service boundaries', () => {
  const files = SERVICE_HOMES.flatMap((home) => sources(join(WORKER, home)))
    .map((file) => ({ file, name: relative(ROOT, file).split('\\').join('/') }))
    .filter(({ name }) => !ADAPTERS.test(name));

  it('finds the services', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.some(({ name }) => name.startsWith('worker/decisions/'))).toBe(true);
  });

  it('keeps every service off the web framework and out of the middleware, but for the listed ones', () => {
    const offending = files.filter(({ file, name }) => !STILL_ON_THE_FRAMEWORK.has(name) && onTheFramework(file)).map(({ name }) => name);
    expect(offending).toEqual([]);
  });

  it('lists only modules that still need to be listed', () => {
    const byName = new Map(files.map(({ file, name }) => [name, file]));
    const stale = [...STILL_ON_THE_FRAMEWORK].filter((name) => !byName.has(name) || !onTheFramework(byName.get(name)!));
    expect(stale).toEqual([]);
  });

  it('keeps the decisions (experiments, personalisation, visitor kind) wholly on plain inputs', () => {
    const decisions = files.filter(({ name }) => name.startsWith('worker/decisions/'));
    expect(decisions.filter(({ file }) => onTheFramework(file)).map(({ name }) => name)).toEqual([]);
  });
});
