/*
 * Code most page views never run, each a chunk of its own in the browser: views shown only to
 * some visitors and the actions behind a form's submit. Import these through `#on-demand-code`;
 * the worker's bundle resolves it to ./on-demand-code.server.ts, which imports the same modules
 * statically (package.json "imports"), as `#on-demand` does for the schemas.
 */
// Evaluated first, so the bundle keeps the schema loaders ahead of these in the entry chunk, in
// the order it had before the two tables were split: its list of lazy chunks then compresses
// as before, and the home page's first load has only a few dozen bytes to spare.
import './on-demand';

export const onDemandCode = {
  newsletterSubscribe: () => import('./content/newsletter-subscribe'),
  consentBanner: () => import('./decisions/consent/ConsentBanner'),
  previewBanner: () => import('./content/PreviewBanner'),
  inStoreBanner: () => import('./in-store/InStoreBanner'),
  popupView: () => import('./content/popups/PopupView'),
  mobileMenuSections: () => import('./content/mega-menu/MobileMenuSections'),
  offlineCart: () => import('./cart/offline/offline-cart'),
};
