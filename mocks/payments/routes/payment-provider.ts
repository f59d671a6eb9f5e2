import type { IRequest } from 'itty-router';
import { api } from '../../../shared/api';
import { TokeniseRequestSchema } from '../../../shared/payments/schemas/payment-instruments';
import { answer, on, registerRoutes } from '../../catalogue-routes';
import { ensureDatabase } from '../../db/ready';
import type { Env } from '../../env';
import { errorResponse, parseBody, queryParam, type MockRouter } from '../../http';
import { hostedFieldsPage, hostedFieldsScript, parentOriginOf } from '../hosted-fields-page';
import { tokenise } from '../provider';
import { challengePage } from '../challenge-page';
import { OrderIdSchema } from '../../../shared/checkout/schemas/orders';

/*
 * The payment provider (its own host; under /payments on the mocks' origin):
 *   GET  /v1/hosted-fields?origin=<shop origin>&lang=<en|fr|de|nb>   the card fields page a shop frames
 *   GET  /v1/hosted-fields.js                                       its script
 *   POST /v1/tokens {number, securityCode, expiryMonth, expiryYear} a single-use token for the card
 *   GET  /v1/challenge?order=<order number>&origin=<shop origin>&lang=…  the issuer's 3-D Secure challenge
 */

/** The issuer's challenge for an order held for 3-D Secure; any other order has none. */
async function challenge(request: IRequest, env: Env): Promise<Response> {
  const order = OrderIdSchema.safeParse(queryParam(request, 'order'));
  if (!order.success) return errorResponse(request, 400, 'API400', 'order is malformed');
  await ensureDatabase(env.DB);
  const held = await env.DB.prepare("SELECT pass_token FROM pending_orders WHERE order_no = ? AND status = 'pending'").bind(order.data).first<{ pass_token: string }>();
  if (!held) return errorResponse(request, 'API404', 'No challenge for this order');
  return (await challengePage(queryParam(request, 'origin'), queryParam(request, 'lang'), held.pass_token)) ?? errorResponse(request, 400, 'API400', 'origin must be the framing page’s origin');
}

async function fieldsPage(request: IRequest): Promise<Response> {
  const parentOrigin = parentOriginOf(queryParam(request, 'origin'));
  if (!parentOrigin) return errorResponse(request, 400, 'API400', 'origin must be the framing page’s origin');
  return hostedFieldsPage(parentOrigin, queryParam(request, 'lang'));
}

/** Never echoes what it was sent: a refused card is only "not a card we can take". */
async function tokens(request: IRequest, env: Env): Promise<Response> {
  const body = await parseBody(request, TokeniseRequestSchema);
  if (body instanceof Response) return errorResponse(request, 400, 'PAY400', 'The card details are not valid');
  await ensureDatabase(env.DB);
  const token = await tokenise(env.DB, body);
  if (!token) return errorResponse(request, 400, 'PAY400', 'The card details are not valid');
  return answer(api.payments.tokenise, token, { headers: { 'cache-control': 'no-store' } });
}

export function registerPaymentProviderRoutes(router: MockRouter): void {
  registerRoutes(router, [on(api.payments.hostedFields, fieldsPage), on(api.payments.hostedFieldsScript, () => hostedFieldsScript()), on(api.payments.tokenise, tokens), on(api.payments.challenge, challenge)]);
}
