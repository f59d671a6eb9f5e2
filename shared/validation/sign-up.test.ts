import { describe, expect, it } from 'vitest';
import { signUpConfig } from '../site/sign-up-config';
import { SITES } from '../site/sites';
import { formatDateInput, latestBirthDate } from './date';
import { EMPTY_SIGN_UP_FORM, validateSignUpForm, type SignUpFormValues } from './sign-up';

const today = new Date('2026-06-15T12:00:00Z');
const config = (locale: string) => signUpConfig(SITES.find((site) => site.locale === locale)!);
const minimal: SignUpFormValues = { ...EMPTY_SIGN_UP_FORM, email: 'new.hiker@example.com', password: 'Trailhead2026', confirmPassword: 'Trailhead2026', isTermsConfirmed: true };
const fields = (values: SignUpFormValues, locale: string) => Object.keys(validateSignUpForm(values, config(locale), today));

describe('validateSignUpForm per site', () => {
  // What the minimal form (email, password, terms) still lacks on each site.
  it.each([
    ['en-us', []],
    ['en-ca', ['phone']],
    ['fr-ca', ['phone']],
    ['en-gb', []],
    ['de-de', ['birthDate', 'gender']],
    ['nb-no', ['birthDate', 'phone']],
  ])('%s requires beyond email, password and terms: %j', (locale, missing) => {
    expect(fields(minimal, locale)).toEqual(missing);
  });

  it.each([
    ['en-us', { birthDate: '04/12/1990', phone: '202 555 0143', postalCode: '80302' }],
    ['en-ca', { birthDate: '1990-04-12', phone: '416 555 0199', postalCode: 'K1A 0B1' }],
    ['fr-ca', { birthDate: '1990-04-12', phone: '416 555 0199', postalCode: 'H2X 1Y4' }],
    ['en-gb', { birthDate: '12/04/1990', phone: '07700 900123', postalCode: 'SW1A 1AA' }],
    ['de-de', { birthDate: '12.04.1990', phone: '151 23456789', postalCode: '10115', gender: 'F' as const }],
    ['nb-no', { birthDate: '12.04.1990', phone: '412 34 567', postalCode: '0150' }],
  ])('%s accepts a full form in its own formats', (locale, extra) => {
    expect(fields({ ...minimal, firstName: 'Ana-María', lastName: "O'Brien", ...extra }, locale)).toEqual([]);
  });

  it('refuses a bad value in every field, in the form order, with the codes the spec gives', () => {
    const bad: SignUpFormValues = {
      ...EMPTY_SIGN_UP_FORM,
      email: 'hiker@localhost',
      password: 'short1A',
      confirmPassword: 'other',
      firstName: 'R2D2',
      lastName: 'X',
      birthDate: '01/01/2020',
      phone: '123',
      postalCode: 'nope',
      isTermsConfirmed: false,
    };
    const issues = validateSignUpForm(bad, config('en-us'), today);
    expect(Object.keys(issues)).toEqual(['email', 'password', 'confirmPassword', 'firstName', 'lastName', 'birthDate', 'phone', 'postalCode', 'isTermsConfirmed']);
    expect(issues.email?.errorId).toBe('AUT453');
    expect(issues.password?.errorId).toBe('FE872');
    expect(issues.confirmPassword?.errorId).toBe('FE340');
    expect(issues.birthDate?.errorId).toBe('PRO410');
    expect(issues.isTermsConfirmed?.key).toBe('signUp.termsRequired');
  });

  it('needs a phone once the shopper opts in to SMS', () => {
    expect(fields({ ...minimal, smsNotificationConsent: true }, 'en-us')).toEqual(['phone']);
    expect(fields({ ...minimal, smsNotificationConsent: true, phone: '202 555 0143' }, 'en-us')).toEqual([]);
  });

  it('requires the SMS box where a site configures it', () => {
    const strict = { ...config('en-us'), smsConsentRequired: true };
    expect(Object.keys(validateSignUpForm(minimal, strict, today))).toEqual(['smsNotificationConsent']);
  });

  it.each(SITES.map((site) => [site.locale, signUpConfig(site)] as const))('%s takes a birth date in its own format from its minimal age on', (locale, rules) => {
    const oldest = latestBirthDate(rules.minimalAge, today);
    const dayAfter = new Date(Date.parse(`${oldest}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const birthDate = (iso: string) => formatDateInput(iso, rules.dateFormat);
    const full = { ...minimal, gender: 'U' as const };
    const issues = (iso: string) => validateSignUpForm({ ...full, birthDate: birthDate(iso) }, { ...rules, mobileRequired: false }, today).birthDate;
    expect(issues(oldest), locale).toBeUndefined();
    expect(issues(dayAfter)?.errorId, locale).toBe('PRO410');
    expect(issues('1899-12-31')?.errorId, locale).toBe('PRO410');
  });
});
