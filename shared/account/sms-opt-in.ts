/*
 * The SMS opt-in's rules, the same wherever the box is drawn (sign-up, the enrolment's mobile step,
 * the profile, the checkout): offers by text need a valid mobile number first, so without one the
 * box is disabled; the first tick shows the terms with an "I accept" button rather than ticking,
 * and accepting marks optInAccepted and ticks the box, so a ticked box always means accepted terms.
 * When the phone stops being valid the box unticks and the acceptance is cleared: the terms were
 * accepted for that number.
 */

export interface SmsOptInState {
  /** The box is ticked: the shopper opts in (never without optInAccepted). */
  checked: boolean;
  /** The terms and their "I accept" button are showing, waiting for an answer. */
  termsShown: boolean;
  /** The shopper accepted the terms for the number given. */
  optInAccepted: boolean;
}

export type SmsOptInEvent = 'tick' | 'untick' | 'accept';

/** Nothing ticked, nothing accepted: a new form, or one whose phone stopped being valid. */
export const SMS_OPT_IN_START: SmsOptInState = Object.freeze({ checked: false, termsShown: false, optInAccepted: false });

/** The state of a form opened on a stored subscription: an opted-in shopper accepted the terms before. */
export const smsOptInFrom = (optedIn: boolean): SmsOptInState => (optedIn ? { checked: true, termsShown: false, optInAccepted: true } : SMS_OPT_IN_START);

/**
 * The state after the shopper's action, or after the phone changed (no event): without a valid
 * phone everything is cleared. Answers the same object when nothing changes, so a component can
 * compare before it re-renders.
 * @example smsOptInStep(SMS_OPT_IN_START, 'tick', true) // { checked: false, termsShown: true, optInAccepted: false }
 */
export function smsOptInStep(state: SmsOptInState, event: SmsOptInEvent | null, phoneValid: boolean): SmsOptInState {
  if (!phoneValid) return state.checked || state.termsShown || state.optInAccepted ? SMS_OPT_IN_START : state;
  switch (event) {
    case 'tick':
      if (state.checked) return state;
      return state.optInAccepted ? { ...state, checked: true, termsShown: false } : { ...state, termsShown: true };
    case 'accept':
      return state.termsShown ? { checked: true, termsShown: false, optInAccepted: true } : state;
    case 'untick':
      return state.checked || state.termsShown ? { ...state, checked: false, termsShown: false } : state;
    default:
      return state;
  }
}
