import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { name, ROOT, sources } from '../tests/static-imports';

/*
 * Zod is imported as a namespace (`import * as z from 'zod'`), never as the named `z`: esbuild keeps
 * every member of a namespace object it is handed whole, so one `import { z }` anywhere the worker
 * reaches puts all of zod (its forty locales, its JSON-schema readers) in the worker's bundle, about
 * 80 KB gzip that every isolate loads. Type-only imports cost nothing and are left alone.
 */
it('imports zod as a namespace everywhere the worker may reach', () => {
  const named = ['shared', 'worker', 'client', 'mocks'].flatMap((folder) =>
    sources(join(ROOT, folder)).filter((path) => /^import\s+\{[^}]*\bz\b[^}]*\}\s+from\s+'zod'/m.test(readFileSync(path, 'utf8'))).map(name),
  );
  expect(named).toEqual([]);
});
