import {
  ConfirmSubscriptionRequestSchema,
  NewsletterSignUpResultSchema,
  NewsletterSignUpSchema,
  SubscriptionChangeSchema,
  SubscriptionListSchema,
} from '../../account/schemas/subscriptions';
import { SubscriptionResponseSchema } from '../../validation/subscription';
import * as routes from '../routes/subscriptions';
import { withSchemas } from './endpoint';

/** A sign-up answers what it came to; following the link answers the address's subscriptions. */
export const newsletter = withSchemas(routes.newsletter, {
  subscribe: { body: NewsletterSignUpSchema, response: NewsletterSignUpResultSchema },
  confirm: { body: ConfirmSubscriptionRequestSchema, response: SubscriptionResponseSchema },
});

export const subscriptions = withSchemas(routes.subscriptions, {
  list: { response: SubscriptionListSchema },
  change: { body: SubscriptionChangeSchema, response: SubscriptionListSchema },
});
