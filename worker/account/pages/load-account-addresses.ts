import { canvasForPage } from '../../content';
import { addressFormData, readAddresses } from '../addresses';
import type { PageContext, PageLoad } from '../../pages/page-context';
import { canvasOrNotFound, pageTitle } from '../../pages/page-context';

/**
 * GET /{locale}/account/addresses: the shopper's address book rendered on the server, with the
 * countries and the site country's rules, so the form opens without a round trip. A book that
 * cannot be read (signed out, the backend down) renders the section's error state, never a 500;
 * the countries and rules are optional (the defaults judge an address without them).
 */
export async function loadAccountAddresses(ctx: PageContext): Promise<PageLoad> {
  const [canvasResult, book, form] = await Promise.all([
    canvasForPage(ctx.cms, { kind: 'page', page: ctx.entry.cmsPage ?? 'account-addresses' }, ctx.entry.espots),
    readAddresses(ctx.shopper),
    addressFormData(ctx.shopper, ctx.request),
  ]);
  const canvas = canvasOrNotFound(ctx, canvasResult);
  const title = ctx.t('addresses.title');
  return {
    found: true,
    status: 200,
    title: pageTitle(canvas?.title ?? title, ctx.t),
    description: title,
    page: {
      kind: 'account-addresses',
      canvas,
      addresses: book.ok ? book.data : null,
      problem: book.ok ? null : { errorId: book.errorId, message: book.message },
      ...form,
    },
  };
}
