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
      },
    },
  },
});
