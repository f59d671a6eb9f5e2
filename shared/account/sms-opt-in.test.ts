import { describe, expect, it } from 'vitest';
import { SMS_OPT_IN_START, smsOptInFrom, smsOptInStep, type SmsOptInEvent, type SmsOptInState } from './sms-opt-in';

const shown: SmsOptInState = { checked: false, termsShown: true, optInAccepted: false };
const accepted: SmsOptInState = { checked: true, termsShown: false, optInAccepted: true };
const unticked: SmsOptInState = { checked: false, termsShown: false, optInAccepted: true };

describe('smsOptInStep', () => {
  it.each<[string, SmsOptInState, SmsOptInEvent | null, boolean, SmsOptInState]>([
    ['the first tick shows the terms, the box stays unticked', SMS_OPT_IN_START, 'tick', true, shown],
    ['accepting marks optInAccepted and ticks the box', shown, 'accept', true, accepted],
    ['unticking before accepting hides the terms', shown, 'untick', true, SMS_OPT_IN_START],
    ['unticking keeps the acceptance for this number', accepted, 'untick', true, unticked],
    ['ticking again once accepted ticks at once', unticked, 'tick', true, accepted],
    ['accepting with no terms showing changes nothing', SMS_OPT_IN_START, 'accept', true, SMS_OPT_IN_START],
    ['no valid phone: a tick does nothing', SMS_OPT_IN_START, 'tick', false, SMS_OPT_IN_START],
    ['the phone becomes invalid: unticked and acceptance cleared', accepted, null, false, SMS_OPT_IN_START],
    ['the phone becomes invalid while the terms show: they close', shown, null, false, SMS_OPT_IN_START],
    ['the phone becomes invalid after an untick: acceptance cleared', unticked, null, false, SMS_OPT_IN_START],
    ['a valid phone and no action: unchanged', accepted, null, true, accepted],
  ])('%s', (_rule, state, event, phoneValid, expected) => {
    expect(smsOptInStep(state, event, phoneValid)).toEqual(expected);
  });

  it('answers the same object when nothing changes', () => {
    expect(smsOptInStep(accepted, null, true)).toBe(accepted);
    expect(smsOptInStep(SMS_OPT_IN_START, 'tick', false)).toBe(SMS_OPT_IN_START);
    expect(smsOptInStep(accepted, 'tick', true)).toBe(accepted);
  });
});

describe('smsOptInFrom', () => {
  it('opens a stored opt-in ticked and accepted, anything else at the start', () => {
    expect(smsOptInFrom(true)).toEqual(accepted);
    expect(smsOptInFrom(false)).toBe(SMS_OPT_IN_START);
  });
});
