import { ProviderTokenAnswerSchema, TokeniseRequestSchema } from '../payments/schemas/payment-instruments';
import { KlarnaAuthorizationSchema, KlarnaAuthorizeBodySchema } from '../payments/schemas/approvals';
import { endpoints } from './endpoint';
import * as routes from './routes/payments';

/** The payment provider's hosted fields (routes/payments.ts). */
export const payments = endpoints(routes.payments, {
  tokenise: { body: TokeniseRequestSchema, response: ProviderTokenAnswerSchema },
  klarnaAuthorizations: { body: KlarnaAuthorizeBodySchema, response: KlarnaAuthorizationSchema },
});
