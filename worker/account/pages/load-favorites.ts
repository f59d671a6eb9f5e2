import * as z from 'zod';
import { configReader, SwitchSchema } from '../../env';
import type { PageContext, PageLoad } from '../../pages/page-context';
import { pageTitle } from '../../pages/page-context';

/** The favorites page size comes from configuration: 24 unless configured. */
export const DEFAULT_FAVORITES_PAGE_SIZE = 24;
const MAX_FAVORITES_PAGE_SIZE = 96;

const PageSizeSchema = z.coerce.number().int().min(1).max(MAX_FAVORITES_PAGE_SIZE);

/** Favorites configuration from the worker's vars; a malformed value falls back to the default and is logged. */
export const favoritesConfig = configReader(['FAVORITES_PAGE_SIZE', 'FEATURE_FAVORITES'], (env): { enabled: boolean; pageSize: number } => {
  const size = PageSizeSchema.safeParse(env.FAVORITES_PAGE_SIZE ?? DEFAULT_FAVORITES_PAGE_SIZE);
  // Only an explicit off switch disables the feature: a missing var must not hide it.
  const enabled = SwitchSchema.safeParse(env.FEATURE_FAVORITES ?? 'true');
  if (!size.success || !enabled.success) console.error(JSON.stringify({ msg: 'invalid favorites configuration', FAVORITES_PAGE_SIZE: env.FAVORITES_PAGE_SIZE, FEATURE_FAVORITES: env.FEATURE_FAVORITES }));
  return { enabled: enabled.success ? enabled.data : true, pageSize: size.success ? size.data : DEFAULT_FAVORITES_PAGE_SIZE };
});

// favoriteIds are opaque upstream ids; anything else in ?share= is ignored rather than forwarded.
const ShareIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/**
 * GET /{locale}/favorites: the list is one shopper's, so the server renders
 * only the frame and the browser fetches the list after hydration. With
 * `?share=<favoriteId>` it shows that shared list read-only.
 */
export async function loadFavorites(ctx: PageContext): Promise<PageLoad> {
  const share = ShareIdSchema.safeParse(ctx.url.searchParams.get('share') ?? '');
  const shareId = share.success ? share.data : null;
  return {
    found: true,
    status: 200,
    title: pageTitle(shareId ? ctx.t('title.sharedFavorites') : ctx.t('title.favorites'), ctx.t),
    description: shareId ? ctx.t('description.sharedFavorites') : ctx.t('description.favorites'),
    page: { kind: 'favorites', shareId },
  };
}
