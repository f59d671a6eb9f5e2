import { api } from '../../../shared/api';
import type { PageContext, PageLoad } from '../../pages/page-context';
import { pageTitle } from '../../pages/page-context';
import { helpCanvas } from './help-canvas';

/** Contact us: the CMS copy above the contact form (with the API's categories) and the warranty form. */
export async function loadHelpContactUs(ctx: PageContext): Promise<PageLoad> {
  // The categories are the same for everyone: asked without the shopper's token.
  const [canvas, categories] = await Promise.all([helpCanvas(ctx), ctx.upstream.call(api.consumer.contactUsSubjects, {})]);
  const title = canvas?.title ?? ctx.t('support.contactTitle');
  return {
    found: true,
    status: 200,
    title: pageTitle(title, ctx.t),
    description: canvas?.description ?? title,
    page: { kind: 'help-contact-us', canvas, categories: categories.ok ? categories.data.categories : null },
  };
}
