import { SubscriptionRequestSchema, SubscriptionResponseSchema } from '../validation';
import {
  AddPaymentInstrumentRequestSchema,
  CardSaveResultSchema,
  PaymentInstrumentChangeResultSchema,
  PaymentInstrumentsResponseSchema,
  UpdatePaymentInstrumentRequestSchema,
} from '../schemas/payment-instruments';
import { endpoints } from './endpoint';
import * as routes from './routes/consumer';

// Calls listed relative to /consumers-v3 live under the authenticated consumer path, e.g.
// /consumers-v3/consumer/address. Entries without schemas get them with the account feature.

/** The signed-in shopper's profile, loyalty, subscriptions, saved cards, orders and addresses. */
export const consumer = endpoints(routes.consumer, {
  subscription: { response: SubscriptionResponseSchema },
  subscribe: { body: SubscriptionRequestSchema, response: SubscriptionResponseSchema },
  paymentInstruments: { response: PaymentInstrumentsResponseSchema },
  addPaymentInstrument: { body: AddPaymentInstrumentRequestSchema, response: CardSaveResultSchema },
  updatePaymentInstrument: { body: UpdatePaymentInstrumentRequestSchema, response: PaymentInstrumentChangeResultSchema },
  removePaymentInstrument: { response: PaymentInstrumentChangeResultSchema },
});

/** Country lists and store directories. */
export const utilities = endpoints(routes.utilities, {});
