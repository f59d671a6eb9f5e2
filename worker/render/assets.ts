import * as z from 'zod';
import type { Assets } from '../../shared/page';

/** Where vite.config.ts writes its manifest inside the static assets. */
export const ASSET_MANIFEST_PATH = '/asset-manifest.json';
const ENTRY = 'client/entry.tsx';

const ManifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    css: z.array(z.string()).optional(),
    imports: z.array(z.string()).optional(),
    isDynamicEntry: z.boolean().optional(),
    name: z.string().optional(),
  }),
);
type Manifest = z.infer<typeof ManifestSchema>;

/** The build's assets: the shared entry, and what each lazily loaded module adds to it. */
export interface BuildAssets extends Assets {
  /**
   * Keyed by the name the build gives a lazily loaded module's chunk (its file's name, a folder's
   * for an index): its chunk and the chunks it imports beyond the entry's. Names, not source paths,
   * so the browser's views carry a word rather than a path on every page's first load.
   */
  lazy: Record<string, string[]>;
}

/** `key`'s chunk and every chunk it statically imports, transitively. */
function chunkClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(`/${chunk.file}`)) return into;
  into.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) chunkClosure(manifest, imported, into);
  return into;
}

/** Resolves the entry's hashed file, its CSS and the chunks it imports, from Vite's manifest. */
export function assetsFromManifest(raw: unknown): BuildAssets {
  const manifest = ManifestSchema.parse(raw);
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`${ENTRY} is missing from the asset manifest`);
  const shared = chunkClosure(manifest, ENTRY);
  const lazy: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const name = chunk.name ?? key;
    // Two lazily loaded modules of one name would preload each other's code: a build that makes them is refused.
    if (lazy[name]) throw new Error(`two lazily loaded modules make chunks named ${name}; rename one (${key})`);
    lazy[name] = [...chunkClosure(manifest, key)].filter((file) => !shared.has(file));
  }
  shared.delete(`/${entry.file}`);
  return { entry: `/${entry.file}`, css: (entry.css ?? []).map((file) => `/${file}`), preload: [...shared], lazy };
}

/** The assets of one page: the shared ones plus the chunks, by name, of the lazily loaded modules it renders. */
export function assetsFor(build: BuildAssets, chunks: string[]): Assets {
  const extra = chunks.flatMap((name) => build.lazy[name] ?? []);
  return { entry: build.entry, css: build.css, preload: [...new Set([...build.preload, ...extra])] };
}

// Build metadata, identical for every request of a deployment: safe to keep per isolate. The value
// is kept once read, never the promise of it: a promise one request made hangs another that awaits
// it once the first is cancelled. A failure is not kept, so the next request reads again.
let assets: BuildAssets | undefined;

/** `watch` (npm run dev) re-reads the manifest on every request, since the client rebuilds underneath. */
export async function loadAssets(assetsBinding: Fetcher, watch = false): Promise<BuildAssets> {
  if (assets && !watch) return assets;
  const response = await assetsBinding.fetch(`https://assets.local${ASSET_MANIFEST_PATH}`);
  if (!response.ok) throw new Error(`asset manifest answered ${response.status}; run the client build first`);
  const read = assetsFromManifest(await response.json());
  if (!watch) assets = read;
  return read;
}
