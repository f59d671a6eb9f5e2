import { defineConfig } from 'vite';

// Builds only the browser bundle; wrangler bundles the worker, which reads the
// manifest below (through the ASSETS binding) to emit hashed asset tags.
export default defineConfig({
  publicDir: 'client/public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: 'asset-manifest.json',
    sourcemap: true,
    rollupOptions: {
      input: 'client/entry.tsx',
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // The React runtime and signals change only with a dependency bump: a chunk of their own
        // stays cached across deployments. Zod and the response schemas are one chunk too, so it
        // can leave the first load as a whole. Everything else the entry imports is one chunk
        // (not a dozen small ones); page views, block families and dialog bodies split off by
        // dynamic import.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|@preact[\\/]signals-[a-z]+)[\\/]/, priority: 3 },
            { name: 'schemas', test: /node_modules[\\/]zod[\\/]|shared[\\/]schemas[\\/]|client[\\/]zod-config/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
