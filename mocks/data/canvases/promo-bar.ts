import { freeShippingThreshold, pageTarget, type CanvasContext } from './context';
import { PROMO_BAR_COPY } from './copy/promo-bar';
import { copyFor } from './language';

/** The site-wide promo bar (the header-promo fragment): shipping, returns and the XPLR Pass. */
export function promoBar(ctx: CanvasContext) {
  const copy = copyFor(ctx, PROMO_BAR_COPY);
  const shipping = copy.shipping(freeShippingThreshold(ctx));
  return {
    id: 'promo-bar-main',
    type: 'promo-bar',
    autorotateTime: 6,
    closable: true,
    messages: [
      { id: 'promo-shipping', richText: shipping.text, targets: [pageTarget(ctx, 'policies/shipping-terms', shipping.cta)], textColor: '#ffffff', background: '#1f2933' },
      { id: 'promo-returns', richText: copy.returns.text, targets: [pageTarget(ctx, 'help/returns/how-to-return', copy.returns.cta)], textColor: '#1f2933', background: '#e8b422' },
      { id: 'promo-xplr', richText: copy.xplr.text, targets: [pageTarget(ctx, 'xplr-pass', copy.xplr.cta)] },
    ],
  };
}
