import type { z } from 'zod';
import { commerceApi } from '../../shared/api/commerce';

// The browser's on-demand half of the API catalogue: everything here pulls in zod, so only
// `call-api.ts` imports it, with import().

export { ErrorResponseSchema } from '../../shared/errors/schemas/error';
export { SessionSummarySchema } from '../../shared/account/schemas/session';
export { VisitorLocationSchema } from '../../shared/location/schemas/location';
export { ConsumerProfileSchema, DoneSchema, EmployeeTermsAcceptedSchema, NotificationPreferencesResponseSchema } from '../../shared/account/schemas/consumer';

/** The answer schema of a commerce entry, by its dotted name (`products.catalog`). */
export function responseSchema(name: string): z.ZodType {
  const [area, entry] = name.split('.') as [keyof typeof commerceApi, string];
  const found = (commerceApi[area] as Record<string, { response: z.ZodType }> | undefined)?.[entry];
  if (!found) throw new Error(`no catalogue entry ${name}`);
  return found.response;
}
export { SignUpResultSchema } from '../../shared/validation/sign-up-schema';
export { UserDataSchema } from '../../shared/account/schemas/sign-up';
export { ConsumerLookupSchema } from '../../shared/account/schemas/consumer-lookup';
export { EventRegistrationSchema } from '../../shared/events/schemas';
export { LoyaltyBalanceSchema, LoyaltySummarySchema, LoyaltyTokenResponseSchema, WelcomePromoSchema } from '../../shared/loyalty/schemas';
export { NewsletterSignUpResultSchema, SubscriptionListSchema } from '../../shared/account/schemas/subscriptions';
export { SubscriptionResponseSchema } from '../../shared/validation/subscription';
