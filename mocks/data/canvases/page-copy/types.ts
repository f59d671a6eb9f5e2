/** Every named content page the CMS serves; each language's table must hold exactly these. */
export const PAGE_SLUGS = [
  'account', 'cart', 'checkout', 'order-confirmation', 'search', 'help/contact-us', 'help/returns/how-to-return',
  'forgot-password', 'brand-terms', 'loyalty-terms', 'sale-terms', 'sms-terms', 'associate-discount-terms',
  'athlete-programme', 'pro-programme', 'privacy', 'policies/shipping-terms', 'xplr-pass', 'associate-login',
  'sign-up', 'promotions', 'gift-card', 'store-locator', 'basecamp', 'westend', 'account-profile',
  'account-addresses', 'account-orders', 'account-payment', 'account-loyalty', 'sign-in', 'sign-in-modal',
  'sign-up-modal', 'loyalty-modal', 'category', 'product', 'location-selector',
] as const;

export type PageSlug = (typeof PAGE_SLUGS)[number];

/**
 * The facts copy may state, each from the rule that decides it, so a page never
 * promises a threshold, price or deadline the cart, checkout or mailer does not keep.
 */
export interface PageFacts {
  /** The order value above which standard delivery is free, formatted for the site. */
  freeShippingThreshold: string;
  standardDeliveryCost: string;
  pickupPointCost: string;
  resetLinkMinutes: number;
  phone: string;
  email: string;
}

export interface PageCopy {
  title: string;
  description: string;
  /** Rich text; `{locale}/` becomes the site's path prefix so in-copy links stay on the site. */
  body: string | ((facts: PageFacts) => string);
  /** Buttons under the copy, e.g. `#modal=<id>` to open a dialog. */
  buttons?: ReadonlyArray<{ url: string; text: string }>;
}

export type PageCopyTable = Readonly<Record<PageSlug, PageCopy>>;

/** The search hub's editorial links: its headings and the searches a shopper of that language types. */
export interface SearchHubCopy {
  popularTitle: string;
  categoriesTitle: string;
  popularSearches: readonly string[];
}
