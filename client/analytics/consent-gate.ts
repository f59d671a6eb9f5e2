import { PERFORMANCE_CATEGORY, type ConsentCategory } from '../../shared/decisions/consent';

/**
 * The page's allowed consent categories live on <html data-consent>: rendered
 * from the worker's decision and updated by the banner when the shopper
 * chooses. Reading them from the document keeps one source per page with no
 * module-level state.
 */
export const CONSENT_ATTRIBUTE = 'consent';

export function consentAttribute(allowed: readonly ConsentCategory[]): string {
  return allowed.join(' ');
}

export function consentedCategories(): string[] {
  if (typeof document === 'undefined') return [];
  return (document.documentElement.dataset[CONSENT_ATTRIBUTE] ?? '').split(' ').filter(Boolean);
}

/** Analytics pushes run only with performance and analytics consent (C0002). */
export function analyticsAllowed(): boolean {
  return consentedCategories().includes(PERFORMANCE_CATEGORY);
}

export function setConsentedCategories(allowed: readonly ConsentCategory[]): void {
  document.documentElement.dataset[CONSENT_ATTRIBUTE] = consentAttribute(allowed);
}
