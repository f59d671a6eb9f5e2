import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CollectionSchema } from './blocks/cards';
import { parseBlock } from './canvas';

// Runtime imports only: `import type` is erased, so it cannot make a cycle.
const RUNTIME_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}/index.ts`].find((candidate) => existsSync(candidate)) ?? null;
}

/** Every import cycle among the modules reachable from `entry`, as lists of paths. */
function importCycles(entry: string): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const walk = (file: string, stack: string[]) => {
    if (stack.includes(file)) return void cycles.push([...stack.slice(stack.indexOf(file)), file].map((path) => relative(__dirname, path)));
    if (done.has(file)) return;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RUNTIME_IMPORT)) {
      const target = resolveModule(file, specifier!);
      if (target) walk(target, [...stack, file]);
    }
    done.add(file);
  };
  walk(entry, []);
  return cycles;
}

describe('content schema modules', () => {
  it('import no cycle, so none relies on function hoisting to load', () => {
    expect(importCycles(resolve(__dirname, 'index.ts'))).toEqual([]);
  });

  it('parse nested blocks with the block parser, dropping a malformed child', () => {
    const parsed = CollectionSchema.safeParse({ id: 'c', type: 'collection', title: 'Picks', variant: 'threeCardGrid', items: [{ id: 'a', type: 'rich-text', richText: '<p>A</p>' }, { id: 'b', type: 'no-such-block' }] });
    expect(parsed.success && parsed.data.items).toEqual([{ id: 'a', type: 'rich-text', richText: '<p>A</p>' }]);
    expect(parseBlock({ id: 'x', type: 'accordion', items: [{ id: 'i', title: 'T', components: [{ id: 'n', type: 'spacer', bottomMargins: { sm: 8 } }] }] }).ok).toBe(true);
  });
});
