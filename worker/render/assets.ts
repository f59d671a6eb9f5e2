import { z } from 'zod';
import type { Assets } from '../../shared/page';

/** Where vite.config.ts writes its manifest inside the static assets. */
export const ASSET_MANIFEST_PATH = '/asset-manifest.json';
const ENTRY = 'client/entry.tsx';

const ManifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), css: z.array(z.string()).optional(), imports: z.array(z.string()).optional() }),
);

/** Resolves the entry's hashed file, its CSS and the chunks it imports, from Vite's manifest. */
export function assetsFromManifest(raw: unknown): Assets {
  const manifest = ManifestSchema.parse(raw);
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`${ENTRY} is missing from the asset manifest`);
  const preload = (entry.imports ?? []).flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : []));
  return { entry: `/${entry.file}`, css: (entry.css ?? []).map((file) => `/${file}`), preload };
}

// Build metadata, identical for every request of a deployment: safe to keep per isolate.
let assets: Promise<Assets> | undefined;

/** `watch` (npm run dev) re-reads the manifest on every request, since the client rebuilds underneath. */
export function loadAssets(assetsBinding: Fetcher, watch = false): Promise<Assets> {
  if (watch) assets = undefined;
  assets ??= assetsBinding
    .fetch(`https://assets.local${ASSET_MANIFEST_PATH}`)
    .then((response) => {
      if (!response.ok) throw new Error(`asset manifest answered ${response.status}; run the client build first`);
      return response.json();
    })
    .then(assetsFromManifest)
    .catch((error: unknown) => {
      assets = undefined; // retry on the next request rather than caching the failure
      throw error;
    });
  return assets;
}
