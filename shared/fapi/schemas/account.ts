import * as z from 'zod';
import { AddressIdSchema, AddressInputSchema, AddressListSchema, AddressRulesSchema, CountryCodeSchema } from '../../address/schemas/address';
import { ConsumerProfileSchema, DoneSchema, EmployeeTermsAcceptedSchema, NotificationPreferencesResponseSchema, NotificationPreferencesSchema, PreferencesUpdateSchema } from '../../account/schemas/consumer';
import { OrderIdSchema, OrderSchema, PurchaseHistoryRequestSchema, PurchaseHistorySchema, ResendGiftCardEmailSchema } from '../../checkout/schemas/orders';
import { AddPaymentMethodBodySchema, EditCardBodySchema, PaymentInstrumentIdSchema, PaymentMethodsAnswerSchema } from '../../payments/schemas/payment-instruments';
import { CreateReturnBodySchema, ReturnIdSchema, ReturnSchema } from '../../account/schemas/returns';
import { PASSWORD_MAX_LENGTH } from '../../validation/password';
import { SmsOptInBodySchema } from '../../account/schemas/sms-subscription';
import * as routes from '../routes/account';
import { withSchemas } from './endpoint';

/**
 * A profile change: the details are checked by the site's own form rules in the route (each
 * refusal worded for its field), so here they are only an object.
 */
export const ProfileUpdateBodySchema = z.object({ consumerDetails: z.record(z.string(), z.unknown()).optional(), preferences: PreferencesUpdateSchema.optional() }).strict();

/** A password change: the new password's rules are the route's own check, worded like the sign-up form's. */
export const ChangePasswordBodySchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: z.string().max(PASSWORD_MAX_LENGTH),
  confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
});

export const profile = withSchemas(routes.profile, {
  read: { response: ConsumerProfileSchema },
  update: { body: ProfileUpdateBodySchema, response: ConsumerProfileSchema },
  notification: { body: NotificationPreferencesSchema, response: NotificationPreferencesResponseSchema },
  sms: { body: SmsOptInBodySchema, response: NotificationPreferencesResponseSchema },
  changePassword: { body: ChangePasswordBodySchema, response: DoneSchema },
  employeeTerms: { response: EmployeeTermsAcceptedSchema },
});

const addressId = { addressId: AddressIdSchema };

/** Every change answers the whole address book; an address's rules are its country's. */
export const addresses = withSchemas(routes.addresses, {
  list: { response: AddressListSchema },
  rules: { params: { countryCode: CountryCodeSchema }, response: AddressRulesSchema },
  add: { body: AddressInputSchema, response: AddressListSchema },
  update: { params: addressId, body: AddressInputSchema, response: AddressListSchema },
  remove: { params: addressId, response: AddressListSchema },
});

const instrumentId = { paymentInstrumentId: PaymentInstrumentIdSchema };

/** Every change answers the saved instruments as they now are. */
export const paymentInstruments = withSchemas(routes.paymentInstruments, {
  list: { response: PaymentMethodsAnswerSchema },
  add: { body: AddPaymentMethodBodySchema, response: PaymentMethodsAnswerSchema },
  update: { params: instrumentId, body: EditCardBodySchema, response: PaymentMethodsAnswerSchema },
  remove: { params: instrumentId, response: PaymentMethodsAnswerSchema },
});

/** A page number as the query has it: up to six digits, or absent for the first page's default. */
const QueryCountSchema = z.string().regex(/^\d{1,6}$/).transform(Number).optional();

/** A page of the order history, from the query's text. */
export const PurchaseHistoryQuerySchema = z.object({ offset: QueryCountSchema, limit: QueryCountSchema }).pipe(PurchaseHistoryRequestSchema);

/** A label or invoice is a PDF, not JSON: its answer is read as a file, not by a schema. */
const PdfAnswerSchema = z.unknown();

const orderId = { orderId: OrderIdSchema };

export const accountOrders = withSchemas(routes.accountOrders, {
  list: { query: PurchaseHistoryQuerySchema, response: PurchaseHistorySchema },
  order: { params: orderId, response: OrderSchema },
  cancel: { params: orderId, response: OrderSchema },
  createReturn: { params: orderId, body: CreateReturnBodySchema, response: ReturnSchema },
  returnLabel: { params: { ...orderId, returnId: ReturnIdSchema }, response: PdfAnswerSchema },
  invoice: { params: orderId, response: PdfAnswerSchema },
  resendGiftCard: { params: { ...orderId, itemId: z.string().regex(/^[A-Za-z0-9-]{1,40}$/) }, response: ResendGiftCardEmailSchema },
});
