import type { PageContext, PageLoad } from '../../pages/page-context';
import { pageTitle } from '../../pages/page-context';
import { helpCanvas } from './help-canvas';

/** How to return: the CMS copy above the steps to a label and the order tracking form. */
export async function loadHelpReturns(ctx: PageContext): Promise<PageLoad> {
  const canvas = await helpCanvas(ctx);
  const title = canvas?.title ?? ctx.t('returns.title');
  return { found: true, status: 200, title: pageTitle(title, ctx.t), description: canvas?.description ?? title, page: { kind: 'help-returns', canvas } };
}
