import { z } from 'zod';
import { canvasForPage } from '../../services/cms';
import type { PageContext, PageLoad } from './page-context';
import { pageTitle } from './page-context';

const SEARCH_PAGE_SIZE = 48;
const QuerySchema = z
  .string()
  .trim()
  .max(200, 'Please shorten your search to 200 characters or fewer.')
  .refine((q) => q === '' || /[\p{L}\p{N}]/u.test(q), 'Please search for a product name, category or colour.');

export async function loadSearch(ctx: PageContext): Promise<PageLoad> {
  const raw = ctx.url.searchParams.get('q') ?? '';
  const parsed = QuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : '';
  const results = query ? ctx.products.search(query, 0, SEARCH_PAGE_SIZE) : null;
  // With a query the CMS merchandises for it (search canvas); without one, the search page.
  const canvas = await canvasForPage(ctx.cms, query ? { kind: 'search', query: query.toLowerCase() } : { kind: 'page', page: 'search' }, 'search');
  return {
    found: true,
    status: 200,
    title: pageTitle(query ? `Search: ${query}` : 'Search'),
    description: 'Search Ridgeline outdoor apparel and gear.',
    page: {
      kind: 'search',
      canvas: canvas.ok ? canvas.data : null,
      query: parsed.success ? query : raw.slice(0, 200),
      problem: parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Please check your search.'),
      results: results ? ctx.deferred.add('results', results) : null,
    },
  };
}
