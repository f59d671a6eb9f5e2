import type { IRequest } from 'itty-router';
import { api } from '../../../shared/api';
import { ApprovalSessionIdSchema, KlarnaAuthorizeBodySchema } from '../../../shared/payments/schemas/approvals';
import { answer, on, registerRoutes } from '../../catalogue-routes';
import { ensureDatabase } from '../../db/ready';
import type { Env } from '../../env';
import { errorResponse, parseBody, paymentDeclined, queryParam, type MockRouter } from '../../http';
import { approve, pendingApproval } from '../approvals';
import { klarnaPage, paypalPage, returnUrlFor } from '../approval-pages';
import { parentOriginOf } from '../hosted-fields-page';

/*
 * The payment provider's Klarna and PayPal pages (its own host; under /payments on the mocks' origin):
 *   GET  /v1/klarna/authorize?session=<id>&origin=<shop origin>&lang=…  the authorisation page a shop frames
 *   POST /v1/klarna/authorizations {session}                           the single-use token for the shop
 *   GET  /v1/paypal/approve?session=<id>&return=<shop URL>&lang=…       the approval page
 *   POST /v1/paypal/approve (form: session, return, decision)           back to the shop, approved or cancelled
 */

async function klarnaAuthorize(request: IRequest, env: Env): Promise<Response> {
  const session = ApprovalSessionIdSchema.safeParse(queryParam(request, 'session'));
  if (!session.success) return errorResponse(request, 400, 'API400', 'session is malformed');
  const parentOrigin = parentOriginOf(queryParam(request, 'origin'));
  if (!parentOrigin) return errorResponse(request, 400, 'API400', 'origin must be the framing page’s origin');
  await ensureDatabase(env.DB);
  const open = await pendingApproval(env.DB, session.data, 'KLARNA');
  if (!open) return paymentDeclined(request, 'This Klarna session is not open');
  return klarnaPage(open, parentOrigin, queryParam(request, 'lang'));
}

async function klarnaAuthorizations(request: IRequest, env: Env): Promise<Response> {
  const body = await parseBody(request, KlarnaAuthorizeBodySchema);
  if (body instanceof Response) return body;
  await ensureDatabase(env.DB);
  const token = await approve(env.DB, body.session, 'KLARNA');
  if (!token) return paymentDeclined(request, 'This Klarna session is not open');
  return answer(api.payments.klarnaAuthorizations, { authorizationToken: token }, { headers: { 'cache-control': 'no-store' } });
}

async function paypalApprove(request: IRequest, env: Env): Promise<Response> {
  const session = ApprovalSessionIdSchema.safeParse(queryParam(request, 'session'));
  if (!session.success) return errorResponse(request, 400, 'API400', 'session is malformed');
  await ensureDatabase(env.DB);
  const open = await pendingApproval(env.DB, session.data, 'PAYPAL');
  if (!open) return paymentDeclined(request, 'This PayPal session is not open');
  const returnUrl = returnUrlFor(open, queryParam(request, 'return'));
  if (!returnUrl) return errorResponse(request, 400, 'API400', 'return must be on the shop’s origin');
  return paypalPage(open, returnUrl.href, queryParam(request, 'lang'));
}

/** The approval form's answer: back to the shop with a token, or cancelled; never anywhere but the session's shop origin. */
async function paypalDecision(request: IRequest, env: Env): Promise<Response> {
  const form = await request.formData().catch(() => null);
  const session = ApprovalSessionIdSchema.safeParse(form?.get('session'));
  if (!form || !session.success) return errorResponse(request, 400, 'API400', 'session is malformed');
  await ensureDatabase(env.DB);
  const open = await pendingApproval(env.DB, session.data, 'PAYPAL');
  if (!open) return paymentDeclined(request, 'This PayPal session is not open');
  const returnUrl = returnUrlFor(open, String(form.get('return') ?? ''));
  if (!returnUrl) return errorResponse(request, 400, 'API400', 'return must be on the shop’s origin');
  if (form.get('decision') === 'approve') {
    const token = await approve(env.DB, open.session_id, 'PAYPAL');
    if (!token) return paymentDeclined(request, 'This PayPal session is not open');
    returnUrl.searchParams.set('paypalToken', token);
  } else returnUrl.searchParams.set('paypalCancelled', '1');
  return new Response(null, { status: 303, headers: { location: returnUrl.href, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } });
}

export function registerApprovalProviderRoutes(router: MockRouter): void {
  registerRoutes(router, [
    on(api.payments.klarnaAuthorize, klarnaAuthorize),
    on(api.payments.klarnaAuthorizations, klarnaAuthorizations),
    on(api.payments.paypalApprove, paypalApprove),
    on(api.payments.paypalDecision, paypalDecision),
  ]);
}
