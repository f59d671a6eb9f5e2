/*
 * What the browser loads only when it needs it: zod and the schemas behind an API answer, a
 * form's submit or a stored value, and code most page views never run. Import these through
 * `#on-demand`: in the browser each is a chunk of its own (import()), while the worker's bundle
 * resolves `#on-demand` to ./on-demand.server.ts, which imports the same modules statically, so
 * server rendering never waits on, or splits, any of them (package.json "imports").
 */
export const onDemand = {
  apiCatalogue: () => import('./api/catalogue'),
  listingParser: () => import('../shared/catalog/parse-listing-state'),
  personalisationDecision: () => import('../shared/personalisation/decision'),
  newsletterSubscribe: () => import('./components/newsletter-subscribe'),
  reviewSchemas: () => import('../shared/schemas/reviews'),
  buyInStore: () => import('./state/buy-in-store'),
  favoriteStoreReader: () => import('./components/product/read-favorite-store'),
  consentBanner: () => import('./components/consent/ConsentBanner'),
  previewBanner: () => import('./components/PreviewBanner'),
  popupView: () => import('./components/PopupView'),
  mobileMenuSections: () => import('./components/mega-menu/MobileMenuSections'),
};
