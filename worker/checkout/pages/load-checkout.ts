import { canvasForPage } from '../../content';
import { addressFormData } from '../../account';
import { hostedFieldsOrigin } from '../../payments';
import { shopperContact } from '..';
import { isCartNotFound } from '../../../shared/cart/errors';
import { allowedStep, checkoutStepPath, stepOfSegments } from '../../../shared/routing/checkout-step';
import { paypalReturnQuery } from '../../../shared/checkout/paypal-return';
import type { PageContext, PageLoad } from '../../pages/page-context';
import { canvasOrNotFound, pageTitle } from '../../pages/page-context';

/**
 * GET /{locale}/checkout[/shipping|/billing|/summary]: the checkout at one step, rendered on the
 * server with the basket's checkout state. A step whose earlier steps are incomplete sends the
 * shopper to the first incomplete one, and an empty or missing basket to the cart (302); the
 * registry calls the page personal (private, no-store, never in the HTML cache).
 */
export async function loadCheckout(ctx: PageContext, segments: readonly string[]): Promise<PageLoad> {
  const asked = stepOfSegments(segments);
  if (!asked) return { found: false };
  const [canvasResult, read, form, contact] = await Promise.all([
    canvasForPage(ctx.cms, { kind: 'page', page: ctx.entry.cmsPage ?? 'checkout' }, ctx.entry.espots),
    ctx.checkout.state(),
    addressFormData(ctx.shopper, ctx.request),
    // A signed-in shopper's forms start from their own name, email and phone.
    ctx.request.visitor.loggedIn ? shopperContact(ctx.shopper) : Promise.resolve(null),
  ]);
  const locale = ctx.request.site.locale;
  if ((read.ok && read.state.cart.items.length === 0) || (!read.ok && isCartNotFound(read.errorId))) return { found: false, redirect: `/${locale}/cart` };
  const step = read.ok ? allowedStep(asked, read.state.steps) : 'shipping';
  // PayPal's approval returns to the summary step, which is not reachable until the approval is added: its answer goes along to the step shown.
  if (step !== asked) return { found: false, redirect: `${checkoutStepPath(locale, step)}${paypalReturnQuery(ctx.url.search)}` };
  const canvas = canvasOrNotFound(ctx, canvasResult);
  const title = ctx.t('checkout.title');
  return {
    found: true,
    status: 200,
    title: pageTitle(canvas?.title ?? title, ctx.t),
    description: title,
    page: {
      kind: 'checkout',
      canvas,
      step,
      checkout: read.ok ? read.state : null,
      problem: read.ok ? null : { errorId: read.errorId, message: read.message },
      ...form,
      paymentsOrigin: hostedFieldsOrigin(ctx.env, ctx.url),
      contact,
    },
  };
}
