import type { PageContext, PageLoad } from './page-context';
import { pageTitle } from './page-context';

export async function loadHome(ctx: PageContext): Promise<PageLoad> {
  const canvas = await ctx.cms.get({ kind: 'page', page: 'home' });
  if (!canvas.ok) throw new Error(`home canvas failed: ${canvas.errorId} ${canvas.message}`);
  return {
    found: true,
    status: 200,
    title: pageTitle(undefined),
    description: canvas.data.description ?? 'Technical outdoor apparel and gear, designed for the mountains.',
    page: { kind: 'home', canvas: canvas.data },
  };
}
