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
