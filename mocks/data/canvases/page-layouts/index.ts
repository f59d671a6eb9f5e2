import { pageUrl } from '../../urls';
import { banner, categoryHref, pageTarget, type CanvasContext } from '../context';
import { categoryName } from '../../category-names';
import { contentLanguage, copyFor, type Localised } from '../language';
import type { PageFacts, PageSlug } from '../page-copy';
import { LAYOUTS_DE } from './de';
import { LAYOUTS_EN } from './en';
import { LAYOUTS_FR } from './fr';
import { LAYOUTS_NB } from './nb';
import type { Faq, HeroCopy, PageLayoutsCopy, Points } from './types';

/** The copy in every CMS language: a language missing here fails typecheck. */
const PAGE_LAYOUTS_COPY: Localised<PageLayoutsCopy> = { en: LAYOUTS_EN, fr: LAYOUTS_FR, de: LAYOUTS_DE, nb: LAYOUTS_NB };

/*
 * The named pages a retailer dresses up (gift cards, offers, stores, the sign-in, sign-up and
 * loyalty pages a dialog shows, the location selector, the Basecamp and Westend pages): the
 * blocks that go above and below the page's own copy and buttons, from the existing block types,
 * with the mocks' drawn images. Every other page keeps its copy alone.
 */

/** The blocks a page shows before and after its copy. */
export interface PageLayout {
  before: unknown[];
  after: unknown[];
}

type Icon = 'truck' | 'return' | 'shield' | 'leaf' | 'mountain' | 'store' | 'chat' | 'star';

/** The market's facts and the site's currency set into copy. */
function filler(ctx: CanvasContext, facts: PageFacts) {
  const values: Record<string, string> = { ...facts, resetLinkMinutes: String(facts.resetLinkMinutes), currency: ctx.site.currency };
  return (text: string) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

const hero = (id: string, image: string, copy: HeroCopy, url: string) => ({
  id: `${id}-hero`, type: 'hero', title: copy.title, subtitle: copy.subtitle, media: banner(image, copy.alt),
  targets: [{ url, text: copy.cta, style: 'primary', size: 'large' }], gradientStyle: 'focused', gradientTone: 'dark', alignment: 'left',
});

const points = (id: string, icons: readonly [Icon, Icon, Icon], copy: Points, fill: (text: string) => string) => ({
  id: `${id}-points`, type: 'icon-and-text', iconSize: 'medium', variant: 'icon-above-text',
  items: copy.map((richText, index) => ({ id: `${id}-point-${index}`, icon: icons[index], richText: fill(richText) })),
});

const faq = (id: string, copy: Faq, fill: (text: string) => string) => ({
  id: `${id}-faq`, type: 'accordion', title: copy.title,
  items: copy.items.map(([title, richText], index) => ({ id: `${id}-faq-${index}`, title, richText: fill(richText) })),
});

const button = (id: string, url: string, text: string, style: 'primary' | 'secondary' = 'primary') => ({ id, type: 'button', style, target: { url, text } });

/** The extra blocks of a page, or none for a page that keeps its copy alone. */
export function pageLayout(ctx: CanvasContext, slug: PageSlug, facts: PageFacts): PageLayout | null {
  const copy = copyFor(ctx, PAGE_LAYOUTS_COPY);
  const fill = filler(ctx, facts);
  const page = (target: string) => pageUrl(ctx.locale, target);
  switch (slug) {
    case 'gift-card':
      return {
        before: [hero('gift-card', 'gift-card-hero', copy.giftCard.hero, categoryHref(ctx, '40000'))],
        after: [points('gift-card', ['star', 'chat', 'store'], copy.giftCard.points, fill), faq('gift-card', copy.giftCard.faq, fill)],
      };
    case 'promotions': {
      const language = contentLanguage(ctx);
      return {
        before: [
          hero('promotions', 'promotions-hero', copy.promotions.hero, categoryHref(ctx, '10000')),
          {
            id: 'promotions-shipping', type: 'banner-thin', title: fill(copy.promotions.shipping), backgroundColor: '#2f5d45', textColor: '#ffffff',
            targets: [pageTarget(ctx, 'policies/shipping-terms', copy.promotions.shippingCta)],
          },
        ],
        after: [
          {
            id: 'promotions-offers', type: 'collection', title: copy.promotions.offersTitle, variant: 'threeCardGrid', alignment: 'left',
            items: ['10101', '30101', '40101'].map((id) => ({
              id: `promotions-card-${id}`, type: 'category-card', title: categoryName(id, language),
              media: banner(`card-offer-${id}`, categoryName(id, language), 800, 1000), target: { url: categoryHref(ctx, id), text: copy.promotions.offersCta },
            })),
          },
          faq('promotions', copy.promotions.faq, fill),
        ],
      };
    }
    case 'store-locator':
      return {
        before: [hero('store-locator', 'store-locator-hero', copy.storeLocator.hero, page('westend'))],
        after: [
          points('store-locator', ['store', 'shield', 'mountain'], copy.storeLocator.points, fill),
          {
            id: 'store-locator-stores', type: 'secondary-nav', title: copy.storeLocator.storesTitle, alignment: 'left', divider: true,
            targets: [pageTarget(ctx, 'westend', copy.storeLocator.flagship), pageTarget(ctx, 'basecamp', copy.storeLocator.events)],
          },
          faq('store-locator', copy.storeLocator.faq, fill),
        ],
      };
    case 'loyalty-modal':
      return {
        before: [],
        after: [
          points('loyalty-modal', ['star', 'mountain', 'chat'], copy.loyaltyModal.points, fill),
          button('loyalty-modal-join', '#modal=loyalty-sign-up', copy.loyaltyModal.join),
          faq('loyalty-modal', copy.loyaltyModal.faq, fill),
        ],
      };
    case 'sign-in-modal':
      return {
        before: [],
        after: [
          points('sign-in-modal', ['truck', 'star', 'store'], copy.signInModal.points, fill),
          button('sign-in-modal-sign-in', '#modal=sign-in', copy.signInModal.signIn),
          button('sign-in-modal-sign-up', '#modal=sign-up', copy.signInModal.signUp, 'secondary'),
          { id: 'sign-in-modal-forgot', type: 'rich-text', richText: copy.signInModal.forgot },
        ],
      };
    case 'sign-up-modal':
      return {
        before: [],
        after: [
          points('sign-up-modal', ['star', 'truck', 'chat'], copy.signUpModal.points, fill),
          button('sign-up-modal-sign-up', '#modal=sign-up', copy.signUpModal.signUp),
          button('sign-up-modal-loyalty', '#modal=loyalty-sign-up', copy.signUpModal.joinLoyalty, 'secondary'),
        ],
      };
    case 'location-selector':
      return {
        before: [],
        after: [
          { id: 'location-selector-market', type: 'rich-text', richText: fill(copy.locationSelector.market) },
          // The sites themselves are the dialog's to list: a page links only within its own site.
          button('location-selector-choose', '#modal=location-selector', copy.locationSelector.choose),
        ],
      };
    case 'basecamp':
      return {
        before: [hero('basecamp', 'basecamp-hero', copy.basecamp.hero, page('store-locator'))],
        after: [points('basecamp', ['mountain', 'shield', 'star'], copy.basecamp.points, fill), faq('basecamp', copy.basecamp.faq, fill)],
      };
    case 'westend':
      return {
        before: [hero('westend', 'westend-hero', copy.westend.hero, page('store-locator'))],
        after: [
          {
            id: 'westend-wall', type: 'banner-split', title: copy.westend.wallTitle, richText: copy.westend.wall,
            media: banner('westend-climbing-wall', copy.westend.wallAlt, 1200, 900), imageWidth: 50, mediaPosition: 'left',
          },
          points('westend', ['store', 'shield', 'mountain'], copy.westend.points, fill),
          faq('westend', copy.westend.faq, fill),
        ],
      };
    default:
      return null;
  }
}
