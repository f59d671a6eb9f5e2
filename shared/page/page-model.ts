import type { Messages } from '../i18n';
import type { CatalogResponse } from '../catalogue/schemas/catalog';
import type { Block } from '../content/schemas/blocks';
import type { Footer, HeaderMenu } from '../content/schemas/blocks/navigation';
import type { AvailabilityResponse } from '../catalogue/schemas/inventory';
import type { Product } from '../catalogue/schemas/product';
import type { Cart } from '../cart/schemas/cart';
import type { Order, PurchaseHistory } from '../checkout/schemas/orders';
import type { ContactCategory } from '../account/schemas/support';
import type { PaymentInstrument } from '../payments/schemas/payment-instruments';
import type { ConsumerProfile } from '../account/schemas/consumer';
import type { Site } from '../site';
import type { Breadcrumb } from '../catalogue/schemas/product';
import type { ListingState } from '../catalogue/listing-state';
import type { PageName } from '../routing';
import type { PersonalisationState } from '../decisions/personalisation/state';
import type { ConsentState } from '../decisions/consent';
import type { ExperimentDecisions } from '../decisions/experiments/decisions';
import type { AddressRules, Country, StoredAddress } from '../address/schemas/address';
import type { CheckoutState, OrderConfirmation, ShopperContact } from '../checkout/checkout-routes';
import type { CheckoutStep } from '../routing/checkout-step';

/** A canvas whose blocks each passed their schema. */
export interface ParsedCanvas {
  id: string;
  name: string;
  title?: string | undefined;
  description?: string | undefined;
  sections: Record<string, Block[]>;
  /** Which canvas this is, so its lazy sections can be fetched. */
  source?: CanvasSource | undefined;
}

/** The content API request that selects a canvas. */
export interface CanvasSource {
  kind: string;
  page?: string | undefined;
  categoryId?: string | undefined;
  productId?: string | undefined;
  fragmentId?: string | undefined;
  query?: string | undefined;
}

/**
 * A region whose data streams in after the shell. The key names the promise on
 * the server and the serialised result in the browser; T only types the pair.
 */
export interface DeferredRef<T> {
  key: string;
  /** Phantom: never set, carries the data type. */
  readonly __type?: T;
}

/**
 * Every page model by its kind: the model a page's worker loader builds and its browser view draws.
 * A page with a model of its own may declare it beside its loader instead, by adding a member to
 * this interface (`declare module` on this file), so that adding such a page leaves this file alone.
 */
export interface PageModels {
  home: {
    canvas: ParsedCanvas;
    /** The home page's structured data (Organization and WebSite in one graph), a JSON-LD script's text written by the worker so no browser builds it. */
    structuredData: string;
  };
  category: {
    canvas: ParsedCanvas;
    categoryId: string;
    /** Filters, sort and page from the URL; the grid's first paint shows pages 1..N. */
    state: ListingState;
    listing: DeferredRef<CatalogResponse>;
    /** The trail above this category, from the first product's breadcrumbs. */
    trail: DeferredRef<Breadcrumb[]>;
    shared: DeferredRef<ParsedCanvas>;
  };
  product: { product: Product; colorCode: string; /** Per-variant stock; null when that call failed. */ availability: AvailabilityResponse | null; espots: DeferredRef<ParsedCanvas>; related: DeferredRef<CatalogResponse> | null; shared: DeferredRef<ParsedCanvas> };
  search: {
    canvas: ParsedCanvas | null;
    query: string;
    problem: string | null;
    state: ListingState;
    results: DeferredRef<CatalogResponse> | null;
    /** The search hub (a searchhub path, or search with no query): the page's copy plus popular searches. */
    hub: boolean;
  };
  content: { canvas: ParsedCanvas };
  /**
   * The shopper's basket as the server read it (null without one), under the cart page's canvas.
   * `problem` is the read's failure (an expired basket), for the browser to recover from.
   */
  cart: { canvas: ParsedCanvas | null; cart: Cart | null; problem: { errorId: string; message: string } | null };
  /** The sign-up form under the sign-up page's canvas (null when the CMS has none); the form prefills in the browser. */
  'sign-up': { canvas: ParsedCanvas | null };
  /**
   * The shopper's orders: a page of their history (`page` from 1) or one order. `problem` is a
   * failed read, shown in the section instead of the data.
   */
  'account-orders': {
    canvas: ParsedCanvas | null;
    view: { kind: 'history'; history: PurchaseHistory | null; page: number } | { kind: 'detail'; order: Order | null };
    problem: { errorId: string; message: string } | null;
  };
  /** How to return: the CMS copy, the steps to a label and the order tracking form (for guests too). */
  'help-returns': { canvas: ParsedCanvas | null };
  /** Contact us: the CMS copy, the contact form with the API's categories (null when they failed) and the warranty form. */
  'help-contact-us': { canvas: ParsedCanvas | null; categories: ContactCategory[] | null };
  /**
   * The shopper's saved payment methods as the server read them (null when that failed: `problem`
   * says why), and the payment provider's card fields frame (null when no provider can be framed).
   */
  'account-payment': { canvas: ParsedCanvas | null; paymentInstruments: PaymentInstrument[] | null; problem: { errorId: string; message: string } | null; cardFields: { origin: string; src: string } | null };
  /**
   * The shopper's address book as the server read it (null when it could not be read, `problem`
   * says why), the countries an address may be in and the site country's rules for a new address.
   */
  'account-addresses': { canvas: ParsedCanvas | null; addresses: StoredAddress[] | null; problem: { errorId: string; message: string } | null; countries: Country[]; rules: AddressRules | null };
  /**
   * The account overview and the profile section: the shopper's profile as the server read it
   * with their token, or `problem` (the read's failure) shown in the section instead.
   */
  /** `loyaltyProgramme`: whether the site runs XPLR Pass (its flag), without which no points are shown. */
  account: { canvas: ParsedCanvas | null; profile: ConsumerProfile | null; problem: { errorId: string; message: string } | null; loyaltyProgramme: boolean };
  'account-profile': { canvas: ParsedCanvas | null; profile: ConsumerProfile | null; problem: { errorId: string; message: string } | null };
  /** Asking for a reset link, or with a link's `token`, choosing the new password. */
  'forgot-password': { canvas: ParsedCanvas | null; token: string | null };
  /** The shopper's favorites, fetched in the browser; `shareId` (from ?share=) shows someone's shared list read-only. */
  favorites: { shareId: string | null };
  /** The sign-in form above the sign-in page's canvas (null when the CMS has none). */
  'sign-in': { canvas: ParsedCanvas | null };
  /**
   * The checkout at one step (never one whose earlier steps are incomplete), with the basket's
   * checkout state as the server read it (null when it could not: `problem` says why), and the
   * countries and the site country's rules for the address forms, and the payment provider's
   * origin (its card fields and the 3-D Secure challenge are framed from there; null when none can be).
   */
  checkout: { canvas: ParsedCanvas | null; step: CheckoutStep; checkout: CheckoutState | null; problem: { errorId: string; message: string } | null; countries: Country[]; rules: AddressRules | null; paymentsOrigin: string | null; contact: ShopperContact | null };
  /** Development only: the design system's components, shown in each of these languages (each with its whole catalogue). */
  components: { languages: { language: string; locale: string; messages: Messages }[] };
  /** A placed order of this shopper's, under the confirmation page's canvas. */
  'order-confirmation': { canvas: ParsedCanvas | null; order: OrderConfirmation };
  error: {
    status: number;
    canvas: ParsedCanvas | null;
    message?: string;
    path?: string;
    /** What an upstream outage kept from the shopper (e.g. 'this product'): shown as a region's load error is. */
    unavailable?: string;
  };
}

/** One page's model, tagged with its kind (a discriminated union over `PageModels`). */
export type PageModel = { [K in keyof PageModels]: { kind: K } & PageModels[K] }[keyof PageModels];

// A model's kind is the page it shows, or the page whose model it shares (every content page fetched by name is `content`).
const modelKindsArePages: PageModel['kind'] extends PageName ? true : never = true;
void modelKindsArePages;

/** One page kind's model without its tag: the props its page component takes. */
export type PageOf<K extends PageModel['kind']> = Omit<Extract<PageModel, { kind: K }>, 'kind'>;

export interface Assets {
  entry: string;
  css: string[];
  preload: string[];
}

/** What the shopper's store starts with (the parts of cart and auth the header shows). */
export interface StoreSnapshot {
  /** The header's count comes from the worker per request, so first paint and hydration agree. */
  cart: { basketId: string | null; totalItems: number };
  /** Whether an add opens the mini-cart (else a toast says so), and how long a toast stays. */
  cartSettings: { miniCart: boolean; toastDismissMs: number };
  auth: { type: 'Guest' | 'Registered'; firstName: string | null };
}

/** Everything the browser needs to hydrate exactly what the server rendered. */
export interface AppState {
  site: Site;
  /** The registry's page (shared/routing/pages.ts); `error` when the page could not be shown. */
  pageType: PageName;
  path: string;
  title: string;
  description: string;
  correlationId: string;
  assets: Assets;
  menu: HeaderMenu;
  /** The registry's `enclosed` flag for the page: the header without menu, search or mini-cart. */
  enclosed: boolean;
  footer: DeferredRef<Footer | null>;
  /** The site-wide fragment under the header (a fragment canvas), if the CMS has one. */
  headerFragment: ParsedCanvas | null;
  /** The visitor's role banner fragment (employee, then athlete, then IPA, then Wranx), or none. */
  roleBanner: ParsedCanvas | null;
  /** Popups canvas; its pop-up blocks are run by the pop-up manager. */
  popups: DeferredRef<ParsedCanvas | null>;
  page: PageModel;
  store: StoreSnapshot;
  /** Set only for an editor in preview mode. */
  preview: { date: string | null } | null;
  /** Canonical URL, hreflang alternates and robots directive of this page. */
  seo: { origin: string; canonical: string; alternates: { hreflang: string; href: string }[]; robots: string };
  /** Favorites may be switched off (`inStore`: off because a store employee is connected); their page size comes from configuration. */
  favorites: { enabled: boolean; pageSize: number; inStore?: true };
  /** Whether the header's sign-in opens the simplified enrolment dialog (a feature setting) rather than the sign-in dialog. */
  enrolment: { simplified: boolean };
  /** Visitor kind, QA test context and engine decision the worker rendered with. */
  personalisation: PersonalisationState;
  /** The worker's consent decision; the banner shows when `needsChoice`, analytics pushes need C0002. */
  consent: Pick<ConsentState, 'region' | 'allowed' | 'needsChoice'>;
  /**
   * The flag decisions SSR rendered with, so hydration renders the same
   * variations and client analytics can report them. No visitor id: HTML may be cached.
   */
  experiments: ExperimentDecisions;
  /**
   * The interface strings of this page's language. They are never serialised into the page: the
   * browser fetches them from `messagesUrl` (one file per language, kept across pages) before it
   * hydrates, and fills them in here.
   */
  messages: Messages;
  messagesUrl: string;
}
