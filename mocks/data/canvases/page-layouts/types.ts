/*
 * The shape of the richer named pages' copy, one file per CMS language beside this one. Market facts
 * are placeholders the layout fills from the market's rules: {freeShippingThreshold},
 * {standardDeliveryCost}, {phone}, {email}, {currency}.
 */

/** A hero: headline, subtitle, the picture's description and its call to action. */
export interface HeroCopy {
  title: string;
  subtitle: string;
  alt: string;
  cta: string;
}

/** Three short rich-text points under icons. */
export type Points = readonly [string, string, string];

/** Questions and answers (rich text). */
export interface Faq {
  title: string;
  items: ReadonlyArray<readonly [string, string]>;
}

export interface PageLayoutsCopy {
  giftCard: { hero: HeroCopy; points: Points; faq: Faq };
  promotions: { hero: HeroCopy; shipping: string; shippingCta: string; offersTitle: string; offersCta: string; faq: Faq };
  storeLocator: { hero: HeroCopy; points: Points; faq: Faq; storesTitle: string; flagship: string; events: string };
  loyaltyModal: { points: Points; join: string; faq: Faq };
  signInModal: { points: Points; forgot: string; signIn: string; signUp: string };
  signUpModal: { points: Points; signUp: string; joinLoyalty: string };
  locationSelector: { market: string; choose: string };
  basecamp: { hero: HeroCopy; points: Points; faq: Faq };
  westend: { hero: HeroCopy; wallTitle: string; wall: string; wallAlt: string; points: Points; faq: Faq };
}
