import { describe, expect, it } from 'vitest';
import { completeProfileNumber, enrolmentTransition, initialEnrolmentState, isPartiallyEnrolled, stepNumber, type EnrolmentEvent, type EnrolmentProfile, type EnrolmentState, type EnrolmentStep } from './enrolment';

const COMPLETE: EnrolmentProfile = { email: 'a@example.com', phone: '+15551234567', firstName: 'Ann', lastName: 'Lee', postalCode: '98101', birthDate: '1990-01-31' };
const PAULA: EnrolmentProfile = { email: 'paula.reyes@example.com', phone: null, firstName: null, lastName: null, postalCode: null, birthDate: null };

/** The state after the events; a test that walks past the end of the flow fails here. */
function walk(state: EnrolmentState, events: readonly EnrolmentEvent[]): EnrolmentState {
  return events.reduce<EnrolmentState>((current, event) => {
    const next = enrolmentTransition(current, event);
    if (!next) throw new Error(`the flow ended at ${current.step} on ${event.type}`);
    return next;
  }, state);
}

/** Whether the events end the flow, leaving nothing to show. */
const ends = (state: EnrolmentState, events: readonly EnrolmentEvent[]) => enrolmentTransition(walk(state, events.slice(0, -1)), events.at(-1)!) === null;

describe('isPartiallyEnrolled', () => {
  it.each<[string, EnrolmentProfile, boolean]>([
    ['every field', COMPLETE, false],
    ['an email only', PAULA, true],
    ['no phone', { ...COMPLETE, phone: null }, true],
    ['no first name', { ...COMPLETE, firstName: '' }, true],
    ['no last name', { ...COMPLETE, lastName: undefined }, true],
    ['no postal code', { ...COMPLETE, postalCode: '  ' }, true],
    ['no birth date', { ...COMPLETE, birthDate: null }, true],
    ['no email, nothing else either', { email: null }, false],
    ['no email though the rest is missing', { ...PAULA, email: '' }, false],
  ])('%s → %s', (_name, profile, partial) => {
    expect(isPartiallyEnrolled(profile)).toBe(partial);
  });
});

describe('step numbers', () => {
  it('numbers the steps 0 to 9 and the complete-profile steps 0 to 5', () => {
    expect(['lookup', 'sign-in', 'sign-up', 'forgot-password'].map((step) => stepNumber(step as never))).toEqual([0, 1, 2, 3]);
    expect(stepNumber('success')).toBe(9);
    expect(completeProfileNumber('non-loyalty')).toBe(0);
    expect(completeProfileNumber('welcome')).toBe(1);
    expect(completeProfileNumber('mobile')).toBe(2);
    expect(completeProfileNumber('profile')).toBe(3);
    expect(completeProfileNumber('interests')).toBe(4);
    expect(completeProfileNumber('success')).toBe(5);
    expect(completeProfileNumber('lookup')).toBeNull();
  });
});

describe('initialEnrolmentState', () => {
  it('starts at lookup when signed out', () => {
    expect(initialEnrolmentState({ signedIn: false })).toEqual({ step: 'lookup', history: [] });
  });
  it('starts a signed-in shopper without a phone at mobile, with one at profile', () => {
    expect(initialEnrolmentState({ signedIn: true, profile: PAULA })?.step).toBe('mobile');
    expect(initialEnrolmentState({ signedIn: true, profile: { ...PAULA, phone: '+15551234567' } })?.step).toBe('profile');
  });
  it('has nothing for a signed-in shopper whose profile is complete', () => {
    expect(initialEnrolmentState({ signedIn: true, profile: COMPLETE })).toBeNull();
  });
});

describe('enrolmentTransition', () => {
  const run = (state: EnrolmentState, ...events: EnrolmentEvent[]) => walk(state, events);
  const start: EnrolmentState = { step: 'lookup', history: [] };

  it('goes from lookup to sign-in for a known email and to sign-up for an unknown one', () => {
    expect(run(start, { type: 'looked-up', exists: true }).step).toBe('sign-in');
    expect(run(start, { type: 'looked-up', exists: false }).step).toBe('sign-up');
  });

  it('goes back from sign-in to lookup, and from forgot password to sign-in', () => {
    const forgot = run(start, { type: 'looked-up', exists: true }, { type: 'forgot-password' });
    expect(forgot.step).toBe('forgot-password');
    expect(run(forgot, { type: 'back' }).step).toBe('sign-in');
    expect(run(forgot, { type: 'back' }, { type: 'back' }).step).toBe('lookup');
    expect(run(start, { type: 'back' })).toEqual(start);
  });

  it('sends a partially enrolled shopper who signs in to the first question, with no way back to the password', () => {
    const signedIn = run(start, { type: 'looked-up', exists: true }, { type: 'signed-in', profile: PAULA });
    expect(signedIn).toEqual({ step: 'mobile', history: [] });
    expect(run(signedIn, { type: 'back' }).step).toBe('mobile');
    expect(run(start, { type: 'looked-up', exists: true }, { type: 'signed-in', profile: { ...PAULA, phone: '+15551234567' } }).step).toBe('profile');
  });

  it('ends a plain sign-in with nothing left to ask, rather than claim a profile was completed', () => {
    expect(ends(start, [{ type: 'looked-up', exists: true }, { type: 'signed-in', profile: COMPLETE }])).toBe(true);
    expect(ends(start, [{ type: 'looked-up', exists: true }, { type: 'signed-in', profile: { ...COMPLETE, isLoyaltyMember: true } }])).toBe(true);
  });

  it('greets a new account with the welcome (loyalty member) or non-loyalty step, then asks', () => {
    const signedUp = (profile: EnrolmentProfile) => run(start, { type: 'looked-up', exists: false }, { type: 'signed-up', profile });
    expect(signedUp({ ...PAULA, isLoyaltyMember: false }).step).toBe('non-loyalty');
    expect(signedUp({ ...PAULA, isLoyaltyMember: true }).step).toBe('welcome');
    expect(signedUp(COMPLETE).step).toBe('success');
    expect(run(signedUp(PAULA), { type: 'saved', profile: PAULA }).step).toBe('mobile');
    expect(run(signedUp(PAULA), { type: 'saved', profile: { ...PAULA, phone: '+15551234567' } }).step).toBe('profile');
  });

  it('walks mobile, profile, interests, success, and Back retraces it', () => {
    const mobile: EnrolmentState = { step: 'mobile', history: [] };
    const withPhone = { ...PAULA, phone: '+15551234567' };
    const profile = run(mobile, { type: 'saved', profile: withPhone });
    expect(profile.step).toBe('profile');
    expect(run(profile, { type: 'back' }).step).toBe('mobile');
    const interests = run(profile, { type: 'saved', profile: COMPLETE });
    expect(interests.step).toBe('interests');
    expect(run(interests, { type: 'next' })).toEqual({ step: 'success', history: [] });
    // A phone was all that was missing: nothing to ask on the profile step.
    expect(run(mobile, { type: 'saved', profile: COMPLETE }).step).toBe('interests');
  });

  it('ignores an event the step does not take', () => {
    expect(run(start, { type: 'signed-in', profile: PAULA })).toEqual(start);
    expect(run({ step: 'success', history: [] }, { type: 'next' }).step).toBe('success');
  });
});

describe('a flow that offers the programme, on a table of profiles', () => {
  const MEMBER = { ...COMPLETE, isLoyaltyMember: true };
  const WITH_PHONE = { ...PAULA, phone: '+15551234567' };

  it.each<[string, Parameters<typeof initialEnrolmentState>[0], EnrolmentStep | null]>([
    ['signed out', { signedIn: false, offersLoyalty: true }, 'lookup'],
    ['signed in, no member, no phone', { signedIn: true, offersLoyalty: true, profile: PAULA }, 'non-loyalty'],
    ['signed in, no member, complete profile', { signedIn: true, offersLoyalty: true, profile: COMPLETE }, 'non-loyalty'],
    ['a member partially enrolled, no phone', { signedIn: true, offersLoyalty: true, profile: { ...PAULA, isLoyaltyMember: true } }, 'mobile'],
    ['a member partially enrolled, with a phone', { signedIn: true, offersLoyalty: true, profile: { ...WITH_PHONE, isLoyaltyMember: true } }, 'profile'],
    ['a member who stopped before the birth date', { signedIn: true, offersLoyalty: true, profile: { ...MEMBER, birthDate: null } }, 'profile'],
    ['a member with nothing left to do', { signedIn: true, offersLoyalty: true, profile: MEMBER }, null],
    ['not offered: signed in, no member, no phone', { signedIn: true, profile: PAULA }, 'mobile'],
    ['not offered: signed in, no member, with a phone', { signedIn: true, profile: WITH_PHONE }, 'profile'],
  ])('%s → %s', (_name, session, step) => {
    expect(initialEnrolmentState(session)?.step ?? null).toBe(step);
  });

  const offered = (step: EnrolmentStep): EnrolmentState => ({ step, history: [], offersLoyalty: true });
  const run = (state: EnrolmentState, ...events: EnrolmentEvent[]) => walk(state, events);

  it.each<[string, EnrolmentState, EnrolmentEvent[], EnrolmentStep]>([
    ['a non-member who signs in is offered to join', offered('sign-in'), [{ type: 'signed-in', profile: COMPLETE }], 'non-loyalty'],
    ['a member who signs in with a complete profile is done', offered('sign-in'), [{ type: 'signed-in', profile: MEMBER }], 'success'],
    ['a member who signs in without a phone is asked it', offered('sign-in'), [{ type: 'signed-in', profile: { ...PAULA, isLoyaltyMember: true } }], 'mobile'],
    ['a new account that joined at sign-up is welcomed', offered('sign-up'), [{ type: 'signed-up', profile: { ...PAULA, isLoyaltyMember: true } }], 'welcome'],
    ['a new complete member is welcomed too', offered('sign-up'), [{ type: 'signed-up', profile: MEMBER }], 'welcome'],
    ['joining greets with the welcome', offered('non-loyalty'), [{ type: 'joined' }], 'welcome'],
    ['after the welcome, a complete member is done', offered('non-loyalty'), [{ type: 'joined' }, { type: 'saved', profile: MEMBER }], 'success'],
    ['after the welcome, a member without a phone is asked it', offered('non-loyalty'), [{ type: 'joined' }, { type: 'saved', profile: { ...PAULA, isLoyaltyMember: true } }], 'mobile'],
    ['after the welcome, a member with a phone is asked the rest', offered('non-loyalty'), [{ type: 'joined' }, { type: 'saved', profile: { ...WITH_PHONE, isLoyaltyMember: true } }], 'profile'],
    ['declining the offer goes on to the questions', offered('non-loyalty'), [{ type: 'saved', profile: PAULA }], 'mobile'],
    ['the whole way from lookup to success', offered('lookup'), [{ type: 'looked-up', exists: true }, { type: 'signed-in', profile: WITH_PHONE }, { type: 'joined' }, { type: 'saved', profile: { ...WITH_PHONE, isLoyaltyMember: true } }, { type: 'saved', profile: MEMBER }, { type: 'next' }], 'success'],
  ])('%s', (_name, start, events, step) => {
    const end = run(start, ...events);
    expect(end.step).toBe(step);
    expect(end.offersLoyalty).toBe(true);
  });

  it('ends when a shopper with nothing left to answer declines the offer', () => {
    expect(ends(offered('non-loyalty'), [{ type: 'saved', profile: COMPLETE }])).toBe(true);
  });

  it('keeps offering the programme when Back retraces a step', () => {
    expect(run(offered('lookup'), { type: 'looked-up', exists: true }, { type: 'back' })).toEqual(offered('lookup'));
  });

  it.each<[string, Parameters<typeof initialEnrolmentState>[0], EnrolmentStep]>([
    ['the welcome, signed out', { signedIn: false, entry: 'welcome' }, 'lookup'],
    ['the welcome, a non-member', { signedIn: true, entry: 'welcome', profile: COMPLETE }, 'non-loyalty'],
    ['the welcome, a member', { signedIn: true, entry: 'welcome', profile: MEMBER }, 'welcome'],
    ['the interests, a complete profile', { signedIn: true, entry: 'interests', profile: COMPLETE }, 'interests'],
    ['the interests, signed out', { signedIn: false, entry: 'interests' }, 'lookup'],
  ])('opened at %s → %s', (_name, session, step) => {
    expect(initialEnrolmentState(session)?.step).toBe(step);
  });

  it('has no way back from the welcome to the offer', () => {
    const welcome = run(offered('non-loyalty'), { type: 'joined' });
    expect(run(welcome, { type: 'back' })).toEqual(welcome);
  });
});
