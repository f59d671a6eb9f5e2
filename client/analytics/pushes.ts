import { pushDataLayer } from './core';

// Analytics pushes, one typed function each. Event names and fields
// are what the tag manager's triggers already match on.

export interface RecommendationImpression {
  id: string;
  name: string;
  price: number;
  currency: string;
  position: number;
  recToken: string;
  list: string;
}

/** "Product rec impressions": once per selected, non-control block, capped by the caller. */
export function pushProductRecImpressions(widgetId: string, impressions: readonly RecommendationImpression[]): boolean {
  return pushDataLayer({ event: 'productRecImpressions', widgetId, impressions });
}

/** "Upsell impression": the complete-the-look block's products. */
export function pushUpsellImpression(widgetId: string, impressions: readonly RecommendationImpression[]): boolean {
  return pushDataLayer({ event: 'upsellImpression', widgetId, impressions });
}

/** "Product rec click": the one product followed, with its recToken. */
export function pushProductRecClick(impression: RecommendationImpression): boolean {
  return pushDataLayer({ event: 'productRecClick', impressions: [impression] });
}

export interface PromotionFields {
  creativeName: string;
  promotionId: string;
  promotionName: string;
}

/** "Promotion impressions": a tracked banner was at least half in view. */
export function pushPromotionImpression(promotion: PromotionFields): boolean {
  return pushDataLayer({ event: 'promotionImpression', ...promotion });
}

/** "Promotion click": a link or button of a tracked banner. */
export function pushPromotionClick(promotion: PromotionFields): boolean {
  return pushDataLayer({ event: 'promotionClick', ...promotion });
}

/** "Top-nav link click": `label` is the menu path, e.g. "Men > Men's Outerwear > Men's Jackets". */
export function pushTopNavClick(label: string): boolean {
  return pushDataLayer({ event: 'topNavClick', label });
}

/** "Mobile menu section click": a level-1 section opened or closed. */
export function pushMobileMenuSectionClick(label: string, expanded: boolean): boolean {
  return pushDataLayer({ event: 'mobileMenuSectionClick', label, expanded });
}

/** Analytics push 'search content click': a suggestion, or CMS content on the search page, was followed. */
export interface SearchContentClick {
  /** What the shopper had typed or searched for. */
  searchTerm: string;
  contentType: 'suggestion' | 'category' | 'product' | 'content';
  /** The visible text of what was clicked. */
  label: string;
  url: string;
  /** 1-based place in the suggestion list; absent for page content. */
  position?: number;
}

export function pushSearchContentClick(click: SearchContentClick): boolean {
  return pushDataLayer({ event: 'search content click', ...click });
}

/** Pop-up pushes carry a category and an action (Newsletter, or Account with Registration). */
export interface PopupTracking {
  category: string;
  action: string;
}

/** "Pop-up impression": `label` is the pop-up's name. */
export function pushPopupImpression(tracking: PopupTracking, popupName: string): boolean {
  return pushDataLayer({ event: 'popupImpression', ...tracking, label: popupName });
}

/** "Pop-up expand": the pop-up expanded after its delay. */
export function pushPopupExpand(tracking: PopupTracking, popupName: string): boolean {
  return pushDataLayer({ event: 'popupExpand', ...tracking, label: popupName });
}

/** "Pop-up click": `label` is the button text. */
export function pushPopupClick(tracking: PopupTracking, buttonText: string): boolean {
  return pushDataLayer({ event: 'popupClick', ...tracking, label: buttonText });
}

/**
 * What OneTrust itself pushes when groups change, so tags waiting for consent
 * fire. Gated like every push: after a rejection nothing is pushed.
 */
export function pushConsentUpdate(allowed: readonly string[]): boolean {
  return pushDataLayer({ event: 'OneTrustGroupsUpdated', OnetrustActiveGroups: `,${allowed.join(',')},` });
}
