import type { onDemandCode as browser } from './on-demand-code';
import * as newsletterSubscribe from './content/newsletter-subscribe';
import * as consentBanner from './decisions/consent/ConsentBanner';
import * as previewBanner from './content/PreviewBanner';
import * as inStoreBanner from './in-store/InStoreBanner';
import * as popupView from './content/popups/PopupView';
import * as mobileMenuSections from './content/mega-menu/MobileMenuSections';
import * as offlineCart from './cart/offline/offline-cart';

// The worker's `#on-demand-code`, answered from modules its bundle holds anyway, for the same
// reason as ./on-demand.server.ts.
export const onDemandCode: typeof browser = {
  newsletterSubscribe: async () => newsletterSubscribe,
  consentBanner: async () => consentBanner,
  previewBanner: async () => previewBanner,
  inStoreBanner: async () => inStoreBanner,
  popupView: async () => popupView,
  mobileMenuSections: async () => mobileMenuSections,
  offlineCart: async () => offlineCart,
};
