import { analyticsAllowed } from './consent-gate';

/** One push to the tag manager's data layer. */
export interface AnalyticsEvent {
  event: string;
  [field: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

/**
 * Every push goes through here, so consent is checked in one place: without
 * C0002 nothing reaches the data layer, not even an empty array.
 */
export function pushDataLayer(event: AnalyticsEvent): boolean {
  if (typeof window === 'undefined' || !analyticsAllowed()) return false;
  (window.dataLayer ??= []).push(event);
  return true;
}
