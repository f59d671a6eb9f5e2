import type { NAVIGATION_BLOCKS } from '../../../../shared/content/schemas/blocks/navigation';
import type { BlockViews } from '../types';
import { PromoBar } from './PromoBar';

// The menu, footer and popups canvases feed the header, footer and pop-up manager; in a page body they render nothing.
const ChromeOnly = () => null;

export const NAVIGATION_VIEWS: BlockViews<keyof typeof NAVIGATION_BLOCKS> = {
  'promo-bar': PromoBar,
  'mega-menu': ChromeOnly,
  footer: ChromeOnly,
  popup: ChromeOnly,
};
