import { describe, expect, it } from 'vitest';
import { signUpConfig } from '../site/sign-up-config';
import { getSite } from '../site/sites';
import { EMPTY_SIGN_UP_FORM, type SignUpFormValues } from './sign-up';
import { fieldErrorsOf, signUpFormSchema, signUpRequestSchema, toSignUpRequest } from './sign-up-schema';

const today = new Date('2026-06-15T12:00:00Z');
const config = (locale: string) => signUpConfig(getSite(locale)!);
const form: SignUpFormValues = {
  ...EMPTY_SIGN_UP_FORM,
  email: ' New.Hiker@Example.com ',
  password: 'Trailhead2026',
  confirmPassword: 'Trailhead2026',
  firstName: 'Ana',
  lastName: 'Lopez',
  birthDate: '12/04/1990',
  phone: '07700 900123',
  postalCode: 'sw1a 1aa',
  isTermsConfirmed: true,
  newsletterConsent: true,
  loyaltyEnrollment: true,
};
const source = { store: null, acquisitionType: 'web', campaignName: null };

describe('signUpFormSchema', () => {
  it('reports each refused field with its catalogue key and code', () => {
    const result = signUpFormSchema(config('en-gb'), today).safeParse({ ...form, email: 'nope', password: 'abc' });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual([
      { field: 'email', issue: { key: 'validation.emailInvalid', errorId: 'AUT453' } },
      { field: 'password', issue: { key: 'apiError.FE872', errorId: 'FE872' } },
      { field: 'confirmPassword', issue: { key: 'apiError.FE340', errorId: 'FE340' } },
    ]);
  });

  it('refuses a malformed shape with no field errors', () => {
    const result = signUpFormSchema(config('en-gb'), today).safeParse({ ...form, isTermsConfirmed: 'yes' });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual([]);
  });
});

describe('toSignUpRequest and signUpRequestSchema', () => {
  it('turns the form into the payload the same rules accept', () => {
    const body = toSignUpRequest(form, config('en-gb'), { source, recaptcha_response: 'answer', loyalty: true });
    expect(body).toMatchObject({
      email: 'new.hiker@example.com',
      birthDate: '1990-04-12',
      phone: '+447700900123',
      phoneCode: '+44',
      postalCode: 'SW1A 1AA',
      gender: null,
      isTemporaryPassword: false,
      subscriptions: { newsletterConsent: true, loyaltyEnrollment: true, loyaltyConsent: true, loyaltyNewsletterConsent: true, smsNotificationConsent: false },
      termsConditionsAndPolicy: true,
    });
    expect(signUpRequestSchema(config('en-gb'), today).safeParse(body).success).toBe(true);
  });

  it('leaves loyalty out of an ordinary sign-up', () => {
    const body = toSignUpRequest(form, config('en-gb'), { source, recaptcha_response: 'answer', loyalty: false });
    expect(body.subscriptions.loyaltyEnrollment).toBe(false);
  });

  it.each([
    ['en-us', { birthDate: '2020-01-01' }, 'birthDate', 'PRO410'],
    ['de-de', { birthDate: null, gender: 'F' }, 'birthDate', 'PRO411'],
    ['en-gb', { birthDate: '1990-02-30' }, 'birthDate', undefined],
    ['en-gb', { phone: '+4477009001' }, 'phone', undefined],
    ['en-gb', { phoneCode: '+1' }, 'phone', undefined],
    ['en-ca', { phone: null, phoneCode: null }, 'phone', undefined],
    ['en-gb', { email: 'a@b' }, 'email', 'AUT453'],
    ['en-gb', { password: 'password' }, 'password', undefined],
    ['en-gb', { isTermsConfirmed: false }, 'isTermsConfirmed', undefined],
    ['de-de', { gender: null }, 'gender', undefined],
  ])('%s refuses %j on %s (%s)', (locale, change, field, errorId) => {
    const body = { ...toSignUpRequest({ ...form, phone: '', postalCode: '' }, config('en-gb'), { source, recaptcha_response: 'answer', loyalty: false }), phone: '+447700900123', phoneCode: '+44', ...change };
    const result = signUpRequestSchema(config(locale), today).safeParse(body);
    expect(result.success).toBe(false);
    const found = fieldErrorsOf(result.error!).find((error) => error.field === field);
    expect(found?.issue.errorId).toBe(errorId);
  });
});
