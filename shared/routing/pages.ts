import { matchCategory, matchProduct, type CategoryMatch, type ProductMatch } from './patterns';

/*
 * The page registry: every page the storefront serves, one `definePage(...)`
 * each, and every other list of pages is derived from it. Each reader takes
 * what it needs from here and nowhere else: the classifier (how a path
 * matches), the worker's loaders and the browser's views (keyed by the page's
 * name, so the compiler refuses a page without either), the SEO rules
 * (indexable or not), the HTML cache (shareable or not) and the CMS outage
 * rule (whether the page stands without the CMS).
 *
 * A page is its entry here, its loader (`worker/<home>/pages/load-<name>.ts`, exporting
 * `load<Name>`; a model of its own is declared beside it, as a member of PageModels) and its view
 * (a module of its home in client/ exporting `view = definePageView<'<name>'>(...)`, whose file's
 * name names its chunk). scripts/registries.mjs finds both by those names and writes the worker's
 * loaders and the browser's views from them before every build, so no list needs an edit; a page
 * with either missing is named there and does not compile.
 *
 * Entries match in table order on the path segments after the locale; the
 * first that matches names the page. The flags are opt-in, so a page added
 * later is private, unindexed and free of pop-ups unless its entry says otherwise:
 * - `shareable`: the page shows nothing of one shopper's own (their cart,
 *   orders, details, favourites, a sign-in form prefilled for them), so
 *   its HTML may be kept in a shared cache;
 * - `indexable`: search engines may index it;
 * - `popups`: the pop-up manager may offer its pop-ups here. A page where the
 *   shopper is finishing a task (paying, reading their order, signing in)
 *   stays free of them, and a new page is such a page until it says otherwise;
 * - `task`: the shopper does something here with the shop's own interface, so
 *   the page still renders when the CMS fails (every `protected` page is one too).
 */

/**
 * The path-derived page type as the product specification names it, which is
 * what vendors receive (the personalisation engine's and the tracking pixel's
 * page type, the experiments' `pageType` attribute) and what logs report.
 */
export type SpecPageType = 'pdp' | 'plp' | 'cart' | 'account' | 'search' | 'searchhub' | 'home' | 'order-confirmation' | 'checkout' | 'error' | 'other';

/** The CMS's route patterns that carry espot lists (inherited sections). */
export type EspotPageKind = 'plp' | 'pdp' | 'search' | 'home' | 'other';

/** Which query parameters make the page what it is (the rest never split a cache). */
export type PageQuery = 'none' | 'listing' | 'search';

export type RouteParams = Partial<CategoryMatch & ProductMatch>;

/** One page's entry; `N` is its name (every entry of the registry has a name of the registry). */
export interface PageEntry<N extends string = PageName> {
  name: N;
  /**
   * The fixed segments after the locale that name this page (`['account', 'orders']`),
   * when it has them; `match` decides otherwise.
   */
  path?: readonly string[];
  /** Whether segments after `path` still belong to the page (checkout steps, an order number). */
  deeper?: boolean;
  /** For pages without a fixed path: whether the segments after the locale are this page. */
  match?: (rest: readonly string[], hasLocale: boolean) => boolean;
  /** Ids carried by the path (category id, product code); only under a locale. */
  params?: (rest: readonly string[]) => RouteParams | undefined;
  /** May be stored in a shared cache (see above); absent means personal. */
  shareable?: true;
  /** May be indexed by search engines; absent means noindex. */
  indexable?: true;
  /** The pop-up manager may show its pop-ups (newsletter, registration) here; absent means none. */
  popups?: true;
  /**
   * Whose page it is beyond being personal: `signed-in` pages (the account) are for a registered
   * shopper only, so anyone else is sent to sign in and back; `own` pages (cart, checkout,
   * favourites) show one shopper's things to a guest too. A shopper signing out on either is
   * taken home, since what the page shows was theirs.
   */
  protected?: 'signed-in' | 'own';
  /**
   * A page for the people building the shop (the design system's components in every state): it
   * exists only where the environment says development, and production answers 404 for it.
   */
  development?: true;
  /**
   * The shopper is doing something here (signing in, reading the order they placed) rather than
   * reading editorial content: with the CMS failing, the page renders its own interface without
   * the editors' slots. A `protected` page is such a page without saying so.
   */
  task?: true;
  /**
   * The page whose model this one shows, drawn by that page's loader and view (the search hub is
   * search's); absent means its own. Read by scripts/registries.mjs, which names a page it cannot find.
   */
  model?: string;
  /** The CMS page it renders, for content pages fetched by name. */
  cmsPage?: string;
  /**
   * The page keeps the shopper on one task: its header is the brand and the way back, without
   * the menu, search, account or mini-cart (checkout, as shoppers know it from other shops).
   */
  enclosed?: true;
  specType: SpecPageType;
  espots: EspotPageKind;
  query: PageQuery;
}

/** One page of the registry: its entry, with its name kept as a literal so the registry's names are the page names. */
function definePage<const N extends string>(entry: PageEntry<N>): PageEntry<N> {
  return entry;
}

/** The registry, in match order: more specific entries first, `content` last. */
export const PAGES = [
  definePage({ name: 'product', path: ['p'], deeper: true, params: (rest) => matchProduct(rest.slice(1)), shareable: true, indexable: true, popups: true, specType: 'pdp', espots: 'pdp', query: 'none' }),
  definePage({ name: 'category', path: ['c'], deeper: true, params: (rest) => matchCategory(rest.slice(1)), shareable: true, indexable: true, popups: true, specType: 'plp', espots: 'plp', query: 'listing' }),
  definePage({ name: 'cart', protected: 'own', path: ['cart'], deeper: true, cmsPage: 'cart', popups: true, specType: 'cart', espots: 'other', query: 'none' }),
  definePage({ name: 'account-profile', protected: 'signed-in', path: ['account', 'profile'], cmsPage: 'account-profile', popups: true, specType: 'account', espots: 'other', query: 'none' }),
  definePage({ name: 'account-addresses', protected: 'signed-in', path: ['account', 'addresses'], cmsPage: 'account-addresses', popups: true, specType: 'account', espots: 'other', query: 'none' }),
  definePage({ name: 'account-orders', protected: 'signed-in', path: ['account', 'orders'], deeper: true, cmsPage: 'account-orders', popups: true, specType: 'account', espots: 'other', query: 'none' }),
  definePage({ name: 'account-payment', protected: 'signed-in', path: ['account', 'payment'], cmsPage: 'account-payment', popups: true, specType: 'account', espots: 'other', query: 'none' }),
  definePage({ name: 'account-loyalty', protected: 'signed-in', path: ['account', 'loyalty'], cmsPage: 'account-loyalty', popups: true, specType: 'account', espots: 'other', query: 'none' }),
  // Any other path under /account is still the shopper's own, so it stays personal (and renders the account page).
  definePage({ name: 'account', protected: 'signed-in', path: ['account'], deeper: true, cmsPage: 'account', popups: true, specType: 'account', espots: 'other', query: 'none' }),
  // A path containing "searchhub" anywhere is the search hub, so it is checked before plain search.
  definePage({ name: 'search-hub', model: 'search', match: (rest) => rest.some((segment) => segment.includes('searchhub')), shareable: true, popups: true, specType: 'searchhub', espots: 'search', query: 'search' }),
  definePage({ name: 'search', path: ['search'], deeper: true, shareable: true, popups: true, specType: 'search', espots: 'search', query: 'search' }),
  // Only a bare locale path is home: `/` with no locale is other.
  definePage({ name: 'home', match: (rest, hasLocale) => hasLocale && rest.length === 0, shareable: true, indexable: true, popups: true, specType: 'home', espots: 'home', query: 'none' }),
  definePage({ name: 'order-confirmation', path: ['order-confirmation'], deeper: true, cmsPage: 'order-confirmation', task: true, specType: 'order-confirmation', espots: 'other', query: 'none' }),
  definePage({ name: 'checkout', protected: 'own', path: ['checkout'], deeper: true, cmsPage: 'checkout', enclosed: true, specType: 'checkout', espots: 'other', query: 'none' }),
  definePage({ name: 'favorites', protected: 'own', path: ['favorites'], popups: true, specType: 'other', espots: 'other', query: 'none' }),
  // A sign-in or sign-up page may be prefilled for one shopper (consumerId and email in its query).
  definePage({ name: 'sign-in', path: ['sign-in'], cmsPage: 'sign-in', task: true, specType: 'other', espots: 'other', query: 'none' }),
  // A reset link's token is in its query: the page is one shopper's.
  definePage({ name: 'forgot-password', path: ['forgot-password'], cmsPage: 'forgot-password', task: true, specType: 'other', espots: 'other', query: 'none' }),
  // A newsletter confirmation link's token is in its query: the page is one subscriber's, and stands without the CMS.
  definePage({ name: 'newsletter-confirm', path: ['newsletter', 'confirm'], task: true, specType: 'other', espots: 'other', query: 'none' }),
  // An associate's login, where a cleared buy-in-store session returns: a task, which stands without the CMS.
  definePage({ name: 'associate-login', path: ['associate-login'], cmsPage: 'associate-login', task: true, specType: 'other', espots: 'other', query: 'none' }),
  definePage({ name: 'sign-up', path: ['sign-up'], cmsPage: 'sign-up', task: true, specType: 'other', espots: 'other', query: 'none' }),
  // Help pages render nothing of one shopper's on the server (their forms answer in the browser), so they may be shared.
  definePage({ name: 'help-returns', path: ['help', 'returns', 'how-to-return'], cmsPage: 'help/returns/how-to-return', shareable: true, indexable: true, popups: true, specType: 'other', espots: 'other', query: 'none' }),
  definePage({ name: 'help-contact-us', path: ['help', 'contact-us'], cmsPage: 'help/contact-us', shareable: true, indexable: true, popups: true, specType: 'other', espots: 'other', query: 'none' }),
  // What the service worker shows for a page it has no copy of while the network is down: the same for
  // everyone and needing no CMS, so each site's copy is kept beside the shopper's visited pages.
  definePage({ name: 'offline', path: ['offline'], shareable: true, task: true, specType: 'other', espots: 'other', query: 'none' }),
  // The locator's results are a view of one page for search engines (its canonical drops `q`), but
  // `q` makes the page what it shows, so it keys the shared cache like a search's.
  definePage({ name: 'store-locator', path: ['store-locator'], cmsPage: 'store-locator', shareable: true, indexable: true, popups: true, specType: 'other', espots: 'other', query: 'search' }),
  // One store, `/stores/<storeId>`: the same for every shopper; the "my store" mark is drawn in the browser.
  definePage({ name: 'store', path: ['stores'], deeper: true, shareable: true, indexable: true, popups: true, specType: 'other', espots: 'other', query: 'none' }),
  definePage({ name: 'components', path: ['dev', 'components'], development: true, specType: 'other', espots: 'other', query: 'none' }),
  // Named routes and static pages by slug; the CMS decides whether one exists.
  definePage({ name: 'content', match: () => true, shareable: true, indexable: true, popups: true, specType: 'other', espots: 'other', query: 'none' }),
  // Never matched by path: a page whose load failed, or whose description says it is not available.
  definePage({ name: 'error', match: () => false, shareable: true, specType: 'error', espots: 'other', query: 'none' }),
] as const;

/** One page of the storefront, by its one name: the registry's names. */
export type PageName = (typeof PAGES)[number]['name'];

/** Every page's name, in match order. */
export const PAGE_NAMES: readonly PageName[] = PAGES.map((entry) => entry.name);

const BY_NAME = new Map<PageName, PageEntry>(PAGES.map((entry) => [entry.name, entry]));

export function pageEntry(name: PageName): PageEntry {
  return BY_NAME.get(name)!;
}

export function isShareable(name: PageName): boolean {
  return pageEntry(name).shareable === true;
}

/** Whether only a registered shopper may see the page (anyone else is sent to sign in first). */
export function requiresSignIn(name: PageName): boolean {
  return pageEntry(name).protected === 'signed-in';
}

/** Whether a shopper signing out on the page is taken home: it showed their own things. */
export function leftOnSignOut(name: PageName): boolean {
  return pageEntry(name).protected !== undefined;
}

export function isEnclosed(name: PageName): boolean {
  return pageEntry(name).enclosed === true;
}

/** Whether the pop-up manager may show pop-ups on the page. */
export function allowsPopups(name: PageName): boolean {
  return pageEntry(name).popups === true;
}

export function isIndexable(name: PageName): boolean {
  return pageEntry(name).indexable === true;
}

function startsWith(rest: readonly string[], path: readonly string[]): boolean {
  return path.every((segment, index) => rest[index] === segment);
}

/** Whether `rest` (the segments after the locale) is this entry's page. */
export function entryMatches(entry: PageEntry, rest: readonly string[], hasLocale: boolean): boolean {
  if (entry.path) return startsWith(rest, entry.path);
  return entry.match?.(rest, hasLocale) ?? false;
}

/** The first entry that matches: every path has one, `content` at worst. */
export function matchPage(rest: readonly string[], hasLocale: boolean): PageEntry {
  return PAGES.find((entry) => entryMatches(entry, rest, hasLocale)) ?? pageEntry('content');
}

/**
 * Whether the path is exactly a page of this entry: segments past a fixed
 * path belong to it only when the entry says so (`/en-us/favorites/x` is
 * classified as favorites, so it stays personal, but it is no page).
 */
export function isWholePath(entry: PageEntry, rest: readonly string[]): boolean {
  return !entry.path || entry.deeper === true || rest.length === entry.path.length;
}

/** Whether the page exists only in development (production answers 404). */
export function isDevelopmentOnly(name: PageName): boolean {
  return pageEntry(name).development === true;
}

/** The fixed paths of pages no crawler should fetch (robots.txt); a development page is never served there, so it is not named. */
export function unindexedPaths(): string[] {
  return PAGES.flatMap((entry: PageEntry) => (entry.path && !entry.indexable && !entry.development ? [entry.path.join('/')] : []));
}
