import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const ZOD_CONFIG = fileURLToPath(new URL('client/zod-config.ts', import.meta.url));

/**
 * Zod is off the first load and reached from many chunks, so no entry import can configure it
 * first: every browser `import … from 'zod'` resolves to client/zod-config.ts instead, which
 * configures zod and re-exports it.
 */
function configuredZod(): Plugin {
  return {
    name: 'ridgeline:configured-zod',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'zod' && importer !== ZOD_CONFIG) return ZOD_CONFIG;
      return null;
    },
  };
}

// Builds only the browser bundle; wrangler bundles the worker, which reads the
// manifest below (through the ASSETS binding) to emit hashed asset tags.
export default defineConfig({
  publicDir: 'client/public',
  plugins: [configuredZod()],
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
        // stays cached across deployments. Zod and the schemas (each domain's `schemas/` folder or `schemas.ts` in shared) are one chunk too, loaded on demand
        // (the first API answer to check, a form's submit), with the validators' own zod schemas, which
        // the schemas import (apart, the two chunks would import each other); the zod-free values beside the schemas
        // that pages render (`*-limits.ts`, `*-options.ts`, beside each domain's `schemas/` folder) stay out of it. Everything else the entry imports is one chunk
        // (not a dozen small ones); page views, block families and dialog bodies split off by
        // dynamic import.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|@preact[\\/]signals-[a-z]+)[\\/]/, priority: 3 },
            // The validators (shared/validation, shared/address) go with the schemas they feed, all but the zod-free email
            // rule every page's forms use: split apart, their chunk and this one would import each other and one would run first.
            // The first-party catalogue's schema half (shared/fapi/schemas) is zod through and through: here, not in the fapi chunk below.
            // The payment methods' descriptors go with them too: the checkout schemas take the method ids from them, and a chunk of their own would be one more name in every page's preload lists.
            // The event registration's schemas and rules (shared/events) go with them too: the block schema and the join form both read its days.
            { name: 'schemas', test: (id: string) => (/node_modules[\\/]zod[\\/]|shared[\\/][^\\/]+[\\/]schemas(?:[\\/]|\.ts$)|shared[\\/]events[\\/]|shared[\\/]payments[\\/]methods\.ts$|client[\\/]zod-config/.test(id) || /shared[\\/](validation|address)[\\/](?!email\.ts$)[^\\/]+\.ts$/.test(id)) && !/-(limits|options)\.ts$/.test(id), priority: 2, includeDependenciesRecursively: false },
            // The small modules the product page's first load takes beside its view (the variant state, the stock
            // words, the remembered store, the market's figures, dates, the cart's error rules): one chunk, since
            // each would otherwise be a chunk of its own, and every chunk costs its own request and compression.
            { name: 'product-parts', test: /client[\\/]catalogue[\\/]product[\\/](variant-state|stock-label|favorite-store)\.ts$|client[\\/]persistence[\\/](checked|keys[\\/]favorite-store)\.ts$|shared[\\/](market[\\/](tax|markets)|i18n[\\/]dates|cart[\\/]errors|catalogue[\\/]reviews-limits)\.ts$/, priority: 1, includeDependenciesRecursively: false },
            // The design system's components, which the cart, the checkout and the component page share: one chunk, not one per component.
            // The form kit (ui/form) stays out: each form's chunk takes the fields it draws, and the masks their rules, where they were
            // before, so a page with a form and no phone (contact us) loads neither this chunk nor the schemas.
            { name: 'ui', test: /client[\\/](components[\\/]ui[\\/](?!form[\\/])|cart[\\/]SavedForLater)/, priority: 1, includeDependenciesRecursively: false },
            // The service worker's registration, workbox-window and the names it shares with sign-out's clearing: one chunk
            // after the page is idle (client/offline/start.ts), so the first load names one file for it, not three.
            { name: 'offline', test: /client[\\/]offline[\\/](register|clear-shopper-caches|cache-names)\.ts$|node_modules[\\/]workbox-window[\\/]/, priority: 2, includeDependenciesRecursively: false },
            { name: 'app', tags: ['$initial'], priority: 1 },
            // The first-party catalogue's tables and typed client, apart from what the first load takes (the group above claims
            // that first): one chunk, not one per area, so the entry's list of chunks grows by one name only.
            { name: 'fapi', test: /shared[\\/]fapi[\\/]|client[\\/]api[\\/]call-fapi\.ts$/, priority: 0 },
          ],
        },
      },
    },
  },
});
