import * as z from 'zod';
import { EmailSchema } from '../../validation/email-schema';
import { SubscriptionItemSchema, SubscriptionSchema } from '../../validation/subscription';
import { INTERESTS, INTERESTS_SEPARATOR } from '../interests';
import { BasicInfoShapeSchema, PASSWORD_MAX_LENGTH, PasswordSchema } from './profile-fields';

/*
 * The consumer profile (GET/PUT /consumers-v3/consumer), the notification preferences
 * (PUT /consumers-v3/consumer/notification) and the password calls. One shape for the mocks,
 * the worker's account routes and the profile page's forms.
 */


/** Spend against a yearly allowance: an athlete's credit, an employee's cap, a professional's credit. */
const SpendSchema = z.object({
  currentSpend: z.number(),
  annualCredit: z.number().optional(),
  annualCap: z.number().optional(),
});

export const ConsumerDetailsSchema = z.object({
  email: z.string().optional(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** ISO date, YYYY-MM-DD. */
  birthDate: z.string().nullable(),
  gender: z.string().nullable(),
  /** International form with a leading plus. */
  phone: z.string().nullable(),
  postalCode: z.string().nullable(),
  address: z.array(z.unknown()).default([]),
  source: z.object({ acquisitionType: z.string().nullable().optional(), campaignName: z.string().nullable().optional() }).nullable().optional(),
  athlete: SpendSchema.optional(),
  employee: SpendSchema.optional(),
  prosumer: SpendSchema.optional(),
  identity: z.array(z.object({ type: z.enum(['WRANX', 'IPA']) })).default([]),
});
export type ConsumerDetails = z.infer<typeof ConsumerDetailsSchema>;

export const PreferencesSchema = z.object({
  /** Pipe-separated, e.g. `hiking|climbing`. */
  interests: z.string().max(500),
  preferredShoeSize: z.string().max(10).nullable(),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

/** A shopper's profile as GET /consumers-v3/consumer?includeLoyaltySummary=true answers it. */
export const ConsumerProfileSchema = z.object({
  consumerNo: z.string(),
  consumerType: z.string().nullable(),
  /** Whether an employee accepted the associate discount terms; null for anyone else. */
  isEmployeeDiscountTCAccepted: z.boolean().nullable(),
  consumerDetails: ConsumerDetailsSchema,
  isLoyaltyMember: z.boolean(),
  loyaltyOptInDate: z.string().nullable(),
  loyaltySummary: z.object({ points: z.object({ balance: z.number() }) }).nullable(),
  enrollments: z.array(z.unknown()).default([]),
  preferences: PreferencesSchema,
  subscriptions: z.array(SubscriptionSchema).default([]),
});
export type ConsumerProfile = z.infer<typeof ConsumerProfileSchema>;

export const ProfileQuerySchema = z.object({ includeLoyaltySummary: z.enum(['true', 'false']).optional() });

export const PreferencesUpdateSchema = z.object({
  interests: z
    .string()
    .max(500)
    .refine((value) => value === '' || value.split(INTERESTS_SEPARATOR).every((interest) => (INTERESTS as readonly string[]).includes(interest)), 'Unknown interest')
    .optional(),
  preferredShoeSize: z.string().trim().regex(/^\d{1,2}(\.5)?$/, 'Shoe size is not valid').nullable().optional(),
});

/** PUT /consumers-v3/consumer: the parts of the profile to change. */
export const UpdateProfileRequestSchema = z.object({
  consumerProfile: z
    .object({
      consumerDetails: BasicInfoShapeSchema.optional(),
      preferences: PreferencesUpdateSchema.optional(),
      /** An employee accepts the associate discount terms; they cannot be withdrawn here. */
      isEmployeeDiscountTCAccepted: z.literal(true).optional(),
    })
    .strict(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

/** PUT /consumers-v3/consumer/notification: the newsletter and SMS opt-ins of the profile's email. */
export const NotificationPreferencesSchema = z.object({
  subscriptions: z.array(SubscriptionItemSchema.pick({ type: true, channel: true, optin: true })).min(1).max(4),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;
export const NotificationPreferencesResponseSchema = z.object({ subscriptions: z.array(SubscriptionSchema) });

/** POST /consumers-v3/consumer/changepassword. */
export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: PasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** POST /consumers-v3/consumer/resetpassword: a reset link for an email, answered alike whether it has an account or not. */
export const ResetPasswordRequestSchema = z.object({ email: EmailSchema.pipe(z.string().max(100)) });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** A reset link's token: 32 random bytes, base64url. */
export const ResetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Reset link expired');

/** POST /consumers-v3/confirmforgotpassword: the link's token and the new password. */
export const ConfirmForgotPasswordRequestSchema = z.object({ token: ResetTokenSchema, password: PasswordSchema });
export type ConfirmForgotPasswordRequest = z.infer<typeof ConfirmForgotPasswordRequestSchema>;

/** The password calls answer only that they were done. */
export const DoneSchema = z.object({ done: z.literal(true) });

/** The storefront's answer once an employee accepted the discount terms. */
export const EmployeeTermsAcceptedSchema = z.object({ accepted: z.literal(true) });
