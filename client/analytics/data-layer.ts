/**
 * spec §7 analytics pushes go to the tag manager's data layer. Every push goes
 * through here so consent (C0002, a later issue) can gate them in one place.
 */
export interface AnalyticsEvent {
  event: string;
  [field: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

export function pushDataLayer(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  (window.dataLayer ??= []).push(event);
}

/** spec §7 analytics push 'search content click': a suggestion, or CMS content on the search page, was followed. */
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

export function pushSearchContentClick(click: SearchContentClick): void {
  pushDataLayer({ event: 'search content click', ...click });
}
