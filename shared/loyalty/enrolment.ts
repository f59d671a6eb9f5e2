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

/**
 * Where the flow is, and the steps behind it that Back returns to. `offersLoyalty` marks a flow
 * opened to join the programme (the loyalty sign-up dialog, the loyalty modal page, the sign-up's
 * loyalty variant) while the programme is on: a signed-in shopper who is no member is offered to
 * join (the non-loyalty step) before anything else. The header's plain sign-in offers nothing.
 */
export interface EnrolmentState {
  step: EnrolmentStep;
  history: readonly EnrolmentStep[];
  offersLoyalty?: true;
}

/**
 * The steps a flow may be opened at directly (their own `#modal=` links): the welcome, which a
 * shopper who is no member yet reaches through the offer to join, and the interests.
 */
export type EnrolmentEntry = 'welcome' | 'interests';

/** Where a flow opened for this session starts, whether it offers the programme, and the step it was opened at. */
export type EnrolmentSession = ({ signedIn: false } | { signedIn: true; profile: EnrolmentProfile }) & { offersLoyalty?: boolean; entry?: EnrolmentEntry };

const offering = (offersLoyalty: boolean | undefined): Pick<EnrolmentState, 'offersLoyalty'> => (offersLoyalty ? { offersLoyalty: true } : {});

/**
 * The first step: lookup when signed out; signed in, complete-profile mobile without a phone and
 * profile with one, so a partially enrolled profile resumes at its first missing answer. A flow
 * that offers the programme (or is opened at the welcome) starts a signed-in non-member at the
 * offer to join; opened at the welcome, a member is greeted, and at the interests, anyone signed in
 * is asked them. A signed-in shopper with nothing left to do (a complete profile, and a member or
 * not offered) gets null: there is no step to show.
 */
export function initialEnrolmentState(session: EnrolmentSession): EnrolmentState | null {
  const offer = offering(session.offersLoyalty || session.entry === 'welcome');
  if (!session.signedIn) return { step: 'lookup', history: [], ...offer };
  if (session.entry === 'interests') return { step: 'interests', history: [], ...offer };
  if (offer.offersLoyalty && !session.profile.isLoyaltyMember) return { step: 'non-loyalty', history: [], ...offer };
  if (session.entry === 'welcome') return { step: 'welcome', history: [], ...offer };
  return isPartiallyEnrolled(session.profile) ? { step: firstQuestion(session.profile), history: [], ...offer } : null;
}

export type EnrolmentEvent =
  | { type: 'looked-up'; exists: boolean }
  | { type: 'forgot-password' }
  | { type: 'signed-in'; profile: EnrolmentProfile }
  | { type: 'signed-up'; profile: EnrolmentProfile }
  | { type: 'saved'; profile: EnrolmentProfile }
  /** A signed-in non-member joined the programme (nothing else was created). */
  | { type: 'joined' }
  | { type: 'next' }
  | { type: 'back' };

const forward = (state: EnrolmentState, step: EnrolmentStep): EnrolmentState => ({ ...state, step, history: [...state.history, state.step] });
// Once signed in, up or joined there is no going back: the new part starts a new history.
const fresh = (state: EnrolmentState, step: EnrolmentStep): EnrolmentState => ({ step, history: [], ...offering(state.offersLoyalty) });

/**
 * After signing in or up: a non-member is offered to join when the flow offers it, a member
 * greeted; then the questions left. A new account ends on the success step; a sign-in with
 * nothing left to ask ends the flow (null) unless the flow is the programme's, whose success step
 * tells a member what they can do now. A plain sign-in never claims a profile was completed.
 */
function afterAccount(state: EnrolmentState, profile: EnrolmentProfile, greet: boolean): EnrolmentState | null {
  if (!profile.isLoyaltyMember && (state.offersLoyalty || (greet && isPartiallyEnrolled(profile)))) return fresh(state, 'non-loyalty');
  if (greet && profile.isLoyaltyMember) return fresh(state, 'welcome');
  if (isPartiallyEnrolled(profile)) return fresh(state, firstQuestion(profile));
  return greet || (state.offersLoyalty && profile.isLoyaltyMember) ? fresh(state, 'success') : null;
}

/**
 * Going on from the greeting: the first question left, or the end when nothing is. A member ends
 * on the success step (their points and vouchers); a shopper who declined the offer and has
 * nothing left to answer has completed nothing, so the flow simply ends.
 */
function afterGreeting(state: EnrolmentState, profile: EnrolmentProfile): EnrolmentState | null {
  if (isPartiallyEnrolled(profile)) return forward(state, firstQuestion(profile));
  // Done is done: no Back from the success step to the greeting.
  return profile.isLoyaltyMember ? fresh(state, 'success') : null;
}

/**
 * The state after an event; an event the step does not take leaves it as it is. Null: the flow
 * is over with nothing more to show (the dialog closes).
 */
export function enrolmentTransition(state: EnrolmentState, event: EnrolmentEvent): EnrolmentState | null {
  if (event.type === 'back') {
    const previous = state.history.at(-1);
    return previous === undefined ? state : { ...state, step: previous, history: state.history.slice(0, -1) };
  }
  switch (state.step) {
    case 'lookup':
      return event.type === 'looked-up' ? forward(state, event.exists ? 'sign-in' : 'sign-up') : state;
    case 'sign-in':
      if (event.type === 'forgot-password') return forward(state, 'forgot-password');
      return event.type === 'signed-in' ? afterAccount(state, event.profile, false) : state;
    case 'sign-up':
      // A new account is greeted first: a loyalty member with the welcome, anyone else with what joining offers.
      return event.type === 'signed-up' ? afterAccount(state, event.profile, true) : state;
    case 'non-loyalty':
      // Joining greets the new member; there is no going back to the offer.
      if (event.type === 'joined') return fresh(state, 'welcome');
      return event.type === 'saved' ? afterGreeting(state, event.profile) : state;
    case 'welcome':
      // Going on carries the profile, so a shopper who gave a phone when signing up skips the mobile step.
      return event.type === 'saved' ? afterGreeting(state, event.profile) : state;
    case 'mobile':
      if (event.type === 'saved') return forward(state, lacksProfileDetails(event.profile) ? 'profile' : 'interests');
      return event.type === 'next' ? forward(state, 'profile') : state;
    case 'profile':
      return event.type === 'saved' || event.type === 'next' ? forward(state, 'interests') : state;
    case 'interests':
      return event.type === 'saved' || event.type === 'next' ? fresh(state, 'success') : state;
    case 'forgot-password':
    case 'success':
      return state;
  }
}
