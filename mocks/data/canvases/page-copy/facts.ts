import { RESET_LINK_TTL_S } from '../../reset-link-ttl';
import { deliveryPrice, freeShippingThreshold, type CanvasContext } from '../context';
import type { PageFacts } from './types';

/**
 * The customer service line and mailbox each market's copy names. Toll-free numbers are
 * written the way that country prints them, and Québec shoppers get a French-speaking mailbox.
 */
const CONTACT_BY_LOCALE: Readonly<Record<string, { phone: string; email: string }>> = {
  'en-us': { phone: '1-800-555-0142', email: 'help@ridgeline.example' },
  'en-ca': { phone: '1-888-555-0173', email: 'help.ca@ridgeline.example' },
  'fr-ca': { phone: '1 888 555-0173', email: 'aide@ridgeline.example' },
  'en-gb': { phone: '0800 048 0142', email: 'help.uk@ridgeline.example' },
  'de-de': { phone: '0800 724 4230', email: 'hilfe@ridgeline.example' },
  'nb-no': { phone: '800 41 420', email: 'kundeservice@ridgeline.example' },
};

/** Everything a page may promise, read from the rule that keeps the promise. */
export function pageFacts(ctx: CanvasContext): PageFacts {
  const contact = CONTACT_BY_LOCALE[ctx.site.locale];
  if (!contact) throw new Error(`no customer service contact for ${ctx.site.locale}`);
  return {
    // The market module states these once; the copy only reads them.
    freeShippingThreshold: freeShippingThreshold(ctx),
    standardDeliveryCost: deliveryPrice(ctx, 'standard'),
    pickupPointCost: deliveryPrice(ctx, 'pudo'),
    resetLinkMinutes: RESET_LINK_TTL_S / 60,
    ...contact,
  };
}
