import * as z from 'zod';
import type { SignUpConfig } from '../site/sign-up-config';
import { CaptchaResponseSchema } from '../account/schemas/auth';
import { SessionSummarySchema } from '../account/schemas/session';
import { isRealIsoDate, parseDate, validateBirthDateIso } from './date';
import { REQUIRED, type FieldIssue } from './field-issue';
import { validateName } from './name';
import { validatePassword } from './password';
import { parsePhone } from './phone';
import { validatePostalCode } from './postal-code';
import { GENDERS, validateSignUpField, validateSignUpForm, type SignUpFormValues } from './sign-up';

/*
 * The same rules (./sign-up) as zod schemas: the worker parses the form it is sent with one, the
 * mocks parse the backend's sign-up payload with the other. Each refusal is a custom issue whose
 * message is the catalogue key and whose params carry the error code.
 */

const text = (max: number) => z.string().max(max);

/** The form's shape, bounded so no field can carry more than a person would type. */
export const SignUpFormShapeSchema = z.object({
  email: text(200),
  password: text(200),
  confirmPassword: text(200),
  firstName: text(100),
  lastName: text(100),
  birthDate: text(20),
  phone: text(40),
  postalCode: text(20),
  gender: z.enum([...GENDERS, '']),
  isTermsConfirmed: z.boolean(),
  newsletterConsent: z.boolean(),
  smsNotificationConsent: z.boolean(),
  loyaltyEnrollment: z.boolean(),
}) satisfies z.ZodType<SignUpFormValues>;

/** A refusal as a zod issue: the path names the field, params keep the code and the message's arguments. */
function addIssue(ctx: z.RefinementCtx, field: string, issue: FieldIssue): void {
  ctx.addIssue({ code: 'custom', path: [field], message: issue.key, params: { errorId: issue.errorId, values: issue.values } });
}

/** The sign-up form under a site's rules. */
export function signUpFormSchema(config: SignUpConfig, today = new Date()) {
  return SignUpFormShapeSchema.superRefine((values, ctx) => {
    for (const [field, issue] of Object.entries(validateSignUpForm(values, config, today))) addIssue(ctx, field, issue);
  });
}

/** One refused field as the error catalogue's entry carries it. */
export interface FieldError {
  field: string;
  issue: FieldIssue;
}

/** The field refusals of a failed parse; a shape problem (no catalogue key) has none and is a plain bad request. */
export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue) => {
    if (issue.code !== 'custom') return [];
    const params = (issue as { params?: Pick<FieldIssue, 'errorId' | 'values'> }).params ?? {};
    const field = String(issue.path[0] ?? '');
    const found: FieldIssue = { key: issue.message as FieldIssue['key'], ...(params.errorId ? { errorId: params.errorId } : {}), ...(params.values ? { values: params.values } : {}) };
    return [{ field, issue: found }];
  });
}

/** What a sign-up subscribes the new shopper to. */
export const SignUpSubscriptionsSchema = z.object({
  newsletterConsent: z.boolean(),
  loyaltyConsent: z.boolean(),
  smsNotificationConsent: z.boolean(),
  loyaltyEnrollment: z.boolean(),
  loyaltyNewsletterConsent: z.boolean(),
});

/** Where the shopper came from: the store that signed them up, the lead source and campaign. */
export const SignUpSourceSchema = z.object({
  store: text(20).nullable(),
  acquisitionType: text(50),
  campaignName: text(100).nullable(),
});
export type SignUpSource = z.infer<typeof SignUpSourceSchema>;

/** POST /consumers-v3/auth/signup: the backend's payload. */
export const SignUpRequestShapeSchema = z.object({
  email: text(200),
  password: text(200),
  firstName: text(100).nullable(),
  lastName: text(100).nullable(),
  birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable(),
  phone: z.string().regex(/^\+\d{6,15}$/).nullable(),
  phoneCode: z.string().regex(/^\+\d{1,3}$/).nullable(),
  postalCode: text(20).nullable(),
  gender: z.enum(GENDERS).nullable(),
  isTermsConfirmed: z.boolean(),
  isTemporaryPassword: z.boolean(),
  subscriptions: SignUpSubscriptionsSchema,
  source: SignUpSourceSchema,
  recaptcha_response: CaptchaResponseSchema.optional(),
  termsConditionsAndPolicy: z.boolean(),
});
export type SignUpRequest = z.infer<typeof SignUpRequestShapeSchema>;

/** The payload under a site's rules: the form's rules applied to the stored forms of each value. */
export function signUpRequestSchema(config: SignUpConfig, today = new Date()) {
  return SignUpRequestShapeSchema.superRefine((body, ctx) => {
    const check = (field: string, issue: FieldIssue | null) => issue && addIssue(ctx, field, issue);
    check('email', validateSignUpField('email', { email: body.email } as SignUpFormValues, config, today));
    check('password', validatePassword(body.password));
    check('firstName', validateName(body.firstName ?? '', false));
    check('lastName', validateName(body.lastName ?? '', false));
    check('birthDate', body.birthDate && !isRealIsoDate(body.birthDate) ? { key: 'signUp.dateInvalid', values: { format: 'YYYY-MM-DD' } } : validateBirthDateIso(body.birthDate, config, today));
    const phone = body.phone ? parsePhone(body.phone, config) : null;
    const phoneNeeded = config.mobileRequired || body.subscriptions.smsNotificationConsent;
    if (body.phone ? phone?.e164 !== body.phone || (body.phoneCode !== null && body.phoneCode !== `+${phone.callingCode}`) : phoneNeeded) check('phone', { key: 'signUp.phoneInvalid' });
    check('postalCode', validatePostalCode(body.postalCode ?? '', config));
    check('gender', config.genderRequired && !body.gender ? REQUIRED : null);
    check('isTermsConfirmed', body.isTermsConfirmed ? null : { key: 'signUp.termsRequired' });
  });
}

/** What the form's answers become in the backend's payload: trimmed, the phone international, the date ISO. */
export function toSignUpRequest(form: SignUpFormValues, config: SignUpConfig, extras: { source: SignUpSource; recaptcha_response: string; loyalty: boolean }): SignUpRequest {
  const phone = form.phone.trim() ? parsePhone(form.phone, config) : null;
  const orNull = (value: string) => value.trim() || null;
  return {
    email: form.email.trim().toLowerCase(),
    password: form.password,
    firstName: orNull(form.firstName),
    lastName: orNull(form.lastName),
    birthDate: form.birthDate.trim() ? parseDate(form.birthDate, config.dateFormat) : null,
    phone: phone?.e164 ?? null,
    phoneCode: phone ? `+${phone.callingCode}` : null,
    postalCode: orNull(form.postalCode)?.toUpperCase() ?? null,
    gender: form.gender || null,
    isTermsConfirmed: form.isTermsConfirmed,
    isTemporaryPassword: false,
    subscriptions: {
      newsletterConsent: form.newsletterConsent,
      loyaltyConsent: extras.loyalty && form.loyaltyEnrollment,
      smsNotificationConsent: form.smsNotificationConsent,
      loyaltyEnrollment: extras.loyalty && form.loyaltyEnrollment,
      loyaltyNewsletterConsent: extras.loyalty && form.loyaltyEnrollment && form.newsletterConsent,
    },
    source: extras.source,
    recaptcha_response: extras.recaptcha_response,
    termsConditionsAndPolicy: form.isTermsConfirmed,
  };
}


/** Where a sign-up came from, as the page's query said: a store, a lead source, a referral, a campaign. */
export const SignUpOriginSchema = z.object({
  leadSource: text(50).optional(),
  referral_code: text(100).optional(),
  enrollment_marketing_source: text(100).optional(),
  storeNum: z.string().regex(/^\d{1,10}$/).optional(),
});
export type SignUpOrigin = z.infer<typeof SignUpOriginSchema>;

/** The source the backend records: the lead source as the acquisition type, the campaign (or the referral that brought them). */
export function signUpSource(origin: SignUpOrigin): SignUpSource {
  return {
    store: origin.storeNum ?? null,
    acquisitionType: origin.leadSource || (origin.referral_code ? 'referral' : 'web'),
    campaignName: origin.enrollment_marketing_source || origin.referral_code || null,
  };
}

/**
 * POST /fapi/auth/signup: the form as typed, whether it is the loyalty variant, where the shopper
 * came from, and two captcha answers: the provider spends each once, and the account is created
 * with the `register` one, then signed in with the `login` one.
 */
export const SignUpSubmissionSchema = z.object({
  form: SignUpFormShapeSchema,
  loyalty: z.boolean(),
  origin: SignUpOriginSchema,
  captcha: z.object({ register: CaptchaResponseSchema, login: CaptchaResponseSchema }),
});
export type SignUpSubmission = z.infer<typeof SignUpSubmissionSchema>;

/**
 * What the storefront answers a sign-up: the account exists, whether the shopper is now signed in
 * with it (and their session's summary), and whether the newsletter they ticked waits for the
 * link mailed to them (where the market asks for confirmation).
 */
export const SignUpResultSchema = z.object({ email: z.string(), signedIn: z.boolean(), session: SessionSummarySchema.nullable(), newsletterAwaitsLink: z.boolean() });
export type SignUpResult = z.infer<typeof SignUpResultSchema>;
