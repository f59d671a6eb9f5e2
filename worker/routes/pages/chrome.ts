import type { Footer, MenuItem } from '../../../shared/schemas';
import type { DeferredRef, LoadResult, ParsedCanvas } from '../../../shared/page';
import type { PageContext } from './page-context';

function firstBlock<T extends ParsedCanvas['sections'][string][number]['type']>(canvas: ParsedCanvas, type: T) {
  for (const blocks of Object.values(canvas.sections)) {
    const block = blocks.find((candidate) => candidate.type === type);
    if (block) return block as Extract<typeof block, { type: T }>;
  }
  return undefined;
}

/** The header's menu is part of the shell; the footer streams in after it. */
export function loadChrome(ctx: PageContext): { menu: Promise<MenuItem[]>; footer: DeferredRef<Footer | null>; popups: DeferredRef<ParsedCanvas | null> } {
  const menu = ctx.cms.get({ kind: 'menu' }).then((result) => (result.ok ? (firstBlock(result.data, 'mega-menu')?.items ?? []) : []));
  const footer = ctx.cms
    .get({ kind: 'footer' })
    .then((result): LoadResult<Footer | null> => (result.ok ? { ok: true, data: firstBlock(result.data, 'footer') ?? null } : result));
  // A site without pop-ups answers 404: that is no pop-ups, not an error.
  const popups = ctx.cms
    .get({ kind: 'popups' })
    .then((result): LoadResult<ParsedCanvas | null> => (result.ok ? result : result.status === 404 ? { ok: true, data: null } : result));
  return { menu, footer: ctx.deferred.add('footer', footer), popups: ctx.deferred.add('popups', popups) };
}
