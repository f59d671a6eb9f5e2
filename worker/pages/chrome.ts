import type { Footer, HeaderMenu } from '../../shared/content/schemas/blocks/navigation';
import type { DeferredRef, LoadResult, ParsedCanvas } from '../../shared/page';
import type { PageContext } from './page-context';
import { roleBanner, type VisitorRole } from '../../shared/decisions/personalisation';

function firstBlock<T extends ParsedCanvas['sections'][string][number]['type']>(canvas: ParsedCanvas, type: T) {
  for (const blocks of Object.values(canvas.sections)) {
    const block = blocks.find((candidate) => candidate.type === type);
    if (block) return block as Extract<typeof block, { type: T }>;
  }
  return undefined;
}

/** The header's menu is part of the shell; the footer streams in after it. */
/** The site-wide fragment under the header (a fragment canvas), e.g. the promo bar. */
export const HEADER_FRAGMENT_ID = 'header-promo';

/** Role banners (associate discount, athlete credit, IPA and WRANX discounts): one fragment per role. */
export const roleBannerFragmentId = (role: VisitorRole) => `role-banner-${role}`;

export interface Chrome {
  menu: Promise<HeaderMenu>;
  /** A missing fragment is none; any other CMS failure is a fragment error. */
  headerFragment: Promise<LoadResult<ParsedCanvas | null>>;
  /** The one role banner for this visitor (employee, then athlete, then IPA, then Wranx), or none; fetched only for a visitor with a role. */
  roleBanner: Promise<LoadResult<ParsedCanvas | null>>;
  footer: DeferredRef<Footer | null>;
  popups: DeferredRef<ParsedCanvas | null>;
}

export function loadChrome(ctx: PageContext): Chrome {
  // The whole block: its settings (trigger on click, show all level-3 on mobile) shape the header.
  // An enclosed page's header has no menu.
  const menu = ctx.entry.enclosed ? Promise.resolve([]) : ctx.cms.get({ kind: 'menu' }).then((result): HeaderMenu => (result.ok ? (firstBlock(result.data, 'mega-menu') ?? []) : []));
  const footer = ctx.cms
    .get({ kind: 'footer' })
    .then((result): LoadResult<Footer | null> => (result.ok ? { ok: true, data: firstBlock(result.data, 'footer') ?? null } : result));
  // A site without pop-ups answers 404: that is no pop-ups, not an error. A page that keeps the
  // shopper on a task (checkout) shows none, so it does not ask the CMS for them.
  const popups = !ctx.entry.popups
    ? Promise.resolve<LoadResult<ParsedCanvas | null>>({ ok: true, data: null })
    : ctx.cms
        .get({ kind: 'popups' })
        .then((result): LoadResult<ParsedCanvas | null> => (result.ok ? result : result.status === 404 ? { ok: true, data: null } : result));
  const role = roleBanner(ctx.request.visitor);
  return {
    menu,
    // An enclosed page (checkout) keeps the shopper on paying: no site-wide promotions above it either.
    headerFragment: ctx.entry.enclosed ? Promise.resolve({ ok: true, data: null }) : fragment(ctx, HEADER_FRAGMENT_ID),
    roleBanner: role ? fragment(ctx, roleBannerFragmentId(role)) : Promise.resolve({ ok: true, data: null }),
    footer: ctx.deferred.add('footer', footer),
    popups: ctx.deferred.add('popups', popups),
  };
}

function fragment(ctx: PageContext, fragmentId: string): Promise<LoadResult<ParsedCanvas | null>> {
  return ctx.cms.get({ kind: 'fragment', fragmentId }).then((result): LoadResult<ParsedCanvas | null> => (result.ok || result.status !== 404 ? result : { ok: true, data: null }));
}
