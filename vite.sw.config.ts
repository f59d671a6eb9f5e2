import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

/*
 * The service worker's build, the second step of `npm run build:client`: it runs after the page
 * build (vite.config.ts) and reads that build's manifest, so the worker precaches exactly the
 * hashed files this deployment serves. Their names carry their hashes, so each entry needs no
 * revision of its own; the worker's build id is a hash of the list, which makes a new build's
 * worker differ byte for byte (the browser's cue to install it). One classic script at the stable
 * URL /sw.js: a module worker is not yet everywhere, and the worker shares no chunk with the pages.
 */
const OUT = 'dist/client';

function precacheEntries(): { url: string; revision: null }[] {
  const manifest = JSON.parse(readFileSync(`${OUT}/asset-manifest.json`, 'utf8')) as Record<string, { file: string; css?: string[]; assets?: string[] }>;
  const files = new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]));
  return [...files].filter((file) => !file.endsWith('.map')).sort().map((file) => ({ url: `/${file}`, revision: null }));
}

export default defineConfig(() => {
  const entries = precacheEntries();
  const build = createHash('sha256').update(entries.map((entry) => entry.url).join('\n')).digest('hex').slice(0, 12);
  return {
    publicDir: false as const,
    define: { __SW_PRECACHE__: JSON.stringify(entries), __SW_BUILD__: JSON.stringify(build) },
    build: {
      outDir: OUT,
      emptyOutDir: false,
      sourcemap: true,
      rollupOptions: {
        input: 'client/offline/sw/sw.ts',
        output: { format: 'iife' as const, entryFileNames: 'sw.js' },
      },
    },
  };
});
