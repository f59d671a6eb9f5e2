/*
 * The simplified enrolment flow: one dialog that asks for an email, then signs the shopper in or
 * up, then helps a partially enrolled shopper complete their profile. Pure: the dialog keeps the
 * state and feeds it events.
 */

/** The steps, numbered 0 to 9 by their place here: the sign-in part, then the complete-profile part. */
export const ENROLMENT_STEPS = ['lookup', 'sign-in', 'sign-up', 'forgot-password', 'non-loyalty', 'welcome', 'mobile', 'profile', 'interests', 'success'] as const;
export type EnrolmentStep = (typeof ENROLMENT_STEPS)[number];

/** The complete-profile steps, numbered 0 (non-loyalty) to 5 (success) among themselves. */
export const COMPLETE_PROFILE_STEPS = ['non-loyalty', 'welcome', 'mobile', 'profile', 'interests', 'success'] as const satisfies readonly EnrolmentStep[];

/** A step's number, 0 to 9. */
export function stepNumber(step: EnrolmentStep): number {
  return ENROLMENT_STEPS.indexOf(step);
}

/** A complete-profile step's number among the complete-profile steps (0 to 5), or null for a sign-in step. */
export function completeProfileNumber(step: EnrolmentStep): number | null {
  const index = (COMPLETE_PROFILE_STEPS as readonly EnrolmentStep[]).indexOf(step);
  return index < 0 ? null : index;
}

/** What the flow needs to know of a profile. */
export interface EnrolmentProfile {
  email?: string | null | undefined;
  phone?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  postalCode?: string | null | undefined;
  birthDate?: string | null | undefined;
  isLoyaltyMember?: boolean | undefined;
}

const present = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** A profile is partially enrolled when it has an email but lacks any of phone, first name, last name, postal code or birth date. */
export function isPartiallyEnrolled(profile: EnrolmentProfile): boolean {
  if (!present(profile.email)) return false;
  return [profile.phone, profile.firstName, profile.lastName, profile.postalCode, profile.birthDate].some((value) => !present(value));
}

/** Whether the profile step still has something to ask (names, postal code or birth date). */
function lacksProfileDetails(profile: EnrolmentProfile): boolean {
  return [profile.firstName, profile.lastName, profile.postalCode, profile.birthDate].some((value) => !present(value));
}

/** The first complete-profile step that asks something: mobile without a phone, else profile. */
function firstQuestion(profile: EnrolmentProfile): EnrolmentStep {
  return present(profile.phone) ? 'profile' : 'mobile';
}

/** Where the flow is, and the steps behind it that Back returns to. */
export interface EnrolmentState {
  step: EnrolmentStep;
  history: readonly EnrolmentStep[];
}

/**
 * The first step: lookup when signed out; signed in, complete-profile mobile without a phone and
 * profile with one. A signed-in shopper whose profile is complete has nothing to do: null.
 */
export function initialEnrolmentState(session: { signedIn: false } | { signedIn: true; profile: EnrolmentProfile }): EnrolmentState | null {
  if (!session.signedIn) return { step: 'lookup', history: [] };
  return isPartiallyEnrolled(session.profile) ? { step: firstQuestion(session.profile), history: [] } : null;
}

export type EnrolmentEvent =
  | { type: 'looked-up'; exists: boolean }
  | { type: 'forgot-password' }
  | { type: 'signed-in'; profile: EnrolmentProfile }
  | { type: 'signed-up'; profile: EnrolmentProfile }
  | { type: 'saved'; profile: EnrolmentProfile }
  | { type: 'next' }
  | { type: 'back' };

const forward = (state: EnrolmentState, step: EnrolmentStep): EnrolmentState => ({ step, history: [...state.history, state.step] });
// Once signed in or up there is no going back to the password: the new part starts a new history.
const fresh = (step: EnrolmentStep): EnrolmentState => ({ step, history: [] });

/** The state after an event; an event the step does not take leaves it as it is. */
export function enrolmentTransition(state: EnrolmentState, event: EnrolmentEvent): EnrolmentState {
  if (event.type === 'back') {
    const previous = state.history.at(-1);
    return previous === undefined ? state : { step: previous, history: state.history.slice(0, -1) };
  }
  switch (state.step) {
    case 'lookup':
      return event.type === 'looked-up' ? forward(state, event.exists ? 'sign-in' : 'sign-up') : state;
    case 'sign-in':
      if (event.type === 'forgot-password') return forward(state, 'forgot-password');
      if (event.type === 'signed-in') return fresh(isPartiallyEnrolled(event.profile) ? firstQuestion(event.profile) : 'success');
      return state;
    case 'sign-up':
      // A new account is greeted first: a loyalty member with the welcome, anyone else with what joining offers.
      if (event.type === 'signed-up') return isPartiallyEnrolled(event.profile) ? fresh(event.profile.isLoyaltyMember ? 'welcome' : 'non-loyalty') : fresh('success');
      return state;
    case 'non-loyalty':
    case 'welcome':
      // Going on carries the profile, so a shopper who gave a phone when signing up skips the mobile step.
      return event.type === 'saved' ? forward(state, firstQuestion(event.profile)) : state;
    case 'mobile':
      if (event.type === 'saved') return forward(state, lacksProfileDetails(event.profile) ? 'profile' : 'interests');
      return event.type === 'next' ? forward(state, 'profile') : state;
    case 'profile':
      return event.type === 'saved' || event.type === 'next' ? forward(state, 'interests') : state;
    case 'interests':
      return event.type === 'saved' || event.type === 'next' ? fresh('success') : state;
    case 'forgot-password':
    case 'success':
      return state;
  }
}
