import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/*
 * The static imports between a runtime's modules, as the homes tests read them: each `import … from`
 * or `export … from` of a relative path, resolved to its file. A lazy import() is not one: the chunk
 * it splits off is cut at the module's own path.
 */

export const ROOT = join(__dirname, '..');

/** A file's path from the repository's root, with forward slashes. */
export const name = (path: string) => relative(ROOT, path).split('\\').join('/');

/** Every TypeScript module under a folder, tests left out. */
export function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const STATIC_IMPORT = /^\s*(?:import|export)\s[^'";]*?from\s*['"](\.[^'"]+)['"]/gm;

function resolved(file: string, spec: string): string | undefined {
  const base = normalize(join(dirname(file), spec));
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((path) => existsSync(path) && statSync(path).isFile());
}

/** The files a module imports statically, by their paths from the root. */
export function staticImports(path: string): string[] {
  return [...readFileSync(path, 'utf8').matchAll(STATIC_IMPORT)].flatMap(([, spec]) => {
    const target = resolved(path, spec!);
    return target ? [name(target)] : [];
  });
}
