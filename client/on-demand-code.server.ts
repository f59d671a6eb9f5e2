import type { onDemandCode as browser } from './on-demand-code';
import * as newsletterSubscribe from './components/newsletter-subscribe';
import * as consentBanner from './components/consent/ConsentBanner';
import * as previewBanner from './components/PreviewBanner';
import * as popupView from './components/PopupView';
import * as mobileMenuSections from './components/mega-menu/MobileMenuSections';

// The worker's `#on-demand-code`, answered from modules its bundle holds anyway, for the same
// reason as ./on-demand.server.ts.
export const onDemandCode: typeof browser = {
  newsletterSubscribe: async () => newsletterSubscribe,
  consentBanner: async () => consentBanner,
  previewBanner: async () => previewBanner,
  popupView: async () => popupView,
  mobileMenuSections: async () => mobileMenuSections,
};
