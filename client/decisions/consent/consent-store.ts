import { signal } from '@preact/signals-core';
import { OPTIONAL_CATEGORIES, optanonCookieString, serializeOptanonConsent, type ConsentCategory, type ConsentChoice } from '../../../shared/decisions/consent';
import type { AppState } from '../../../shared/page';

export const ACCEPT_ALL: ConsentChoice = { C0002: true, C0003: true, C0004: true };
export const REJECT_ALL: ConsentChoice = { C0002: false, C0003: false, C0004: false };

/** The categories a choice allows; C0001 always. */
export function allowedBy(choice: ConsentChoice): ConsentCategory[] {
  return ['C0001', ...OPTIONAL_CATEGORIES.filter((id) => choice[id])];
}

/** What the browser must do to record a choice; the store stays free of DOM access so it can be tested. */
export interface ConsentEffects {
  writeCookie(cookie: string): void;
  /** Lets the data layer (and tags) see the new categories on this page. */
  applyAllowed(allowed: ConsentCategory[]): void;
  now(): Date;
  secure: boolean;
}

/**
 * The banner's state for one page load, seeded from the worker's decision.
 * The next navigation carries the cookie, so the worker decides afresh there.
 */
export function createConsentStore(initial: AppState['consent'], effects: ConsentEffects) {
  const needsChoice = signal(initial.needsChoice);
  const allowed = signal<ConsentCategory[]>(initial.allowed);
  return {
    needsChoice,
    allowed,
    choose(choice: ConsentChoice): ConsentCategory[] {
      effects.writeCookie(optanonCookieString(serializeOptanonConsent(choice, effects.now()), effects.secure));
      const next = allowedBy(choice);
      allowed.value = next;
      needsChoice.value = false;
      effects.applyAllowed(next);
      return next;
    },
  };
}

export type ConsentStore = ReturnType<typeof createConsentStore>;
