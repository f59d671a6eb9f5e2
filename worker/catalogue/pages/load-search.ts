import * as z from 'zod';
import { LISTING_PAGE_SIZE, hasFilters, parseListingState } from '../../../shared/catalogue';
import { withoutUnknownFilters } from './load-category';
import { canvasForPage } from '../../content';
import type { PageContext, PageLoad } from '../../pages/page-context';
import { pageTitle } from '../../pages/page-context';
import type { MessageKey } from '../../../shared/i18n';

export const MAX_QUERY_LENGTH = 200;
// The schema names the problem by its message key; the page says it in the site's language.
const QUERY_TOO_LONG = 'search.tooLong' satisfies MessageKey;
const QUERY_WITHOUT_WORDS = 'search.noWords' satisfies MessageKey;

const QuerySchema = z
  .string()
  .trim()
  .max(MAX_QUERY_LENGTH, QUERY_TOO_LONG)
  .refine((q) => q === '' || /[\p{L}\p{N}]/u.test(q), QUERY_WITHOUT_WORDS);

/** What is wrong with the query, in the site's language. */
function queryProblem(ctx: PageContext, key: string | undefined): string {
  if (key === QUERY_TOO_LONG) return ctx.t(QUERY_TOO_LONG, { max: MAX_QUERY_LENGTH });
  if (key === QUERY_WITHOUT_WORDS) return ctx.t(QUERY_WITHOUT_WORDS);
  return ctx.t('search.checkQuery');
}

export async function loadSearch(ctx: PageContext): Promise<PageLoad> {
  const raw = ctx.url.searchParams.get('q') ?? '';
  const parsed = QuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : '';
  const state = parseListingState(ctx.url.searchParams);
  const range = { start: 0, count: state.page * LISTING_PAGE_SIZE, sort: state.sort };
  const results = query
    ? withoutUnknownFilters(ctx.products.search(query, { ...range, filters: state.filters }), hasFilters(state), () => ctx.products.search(query, range))
    : null;
  // A path containing searchhub is the hub; a search with nothing to search for shows it too.
  const hub = !query && (ctx.route.pageType === 'search-hub' || parsed.success);
  // With a query the CMS merchandises for it (search canvas); without one, the search page:
  // its copy and the editors' popular searches and categories make the hub.
  const canvas = await canvasForPage(ctx.cms, query ? { kind: 'search', query: query.toLowerCase() } : { kind: 'page', page: 'search' }, ctx.entry.espots);
  return {
    found: true,
    status: 200,
    title: pageTitle(query ? ctx.t('title.searchFor', { query }) : ctx.t('title.search'), ctx.t),
    description: ctx.t('description.search'),
    page: {
      kind: 'search',
      canvas: canvas.ok ? canvas.data : null,
      query: parsed.success ? query : raw.slice(0, MAX_QUERY_LENGTH),
      problem: parsed.success ? null : queryProblem(ctx, parsed.error.issues[0]?.message),
      state,
      results: results ? ctx.deferred.add('results', results) : null,
      hub,
    },
  };
}
