import { api } from '../../shared/api';
import type { AddPaymentMethodBodySchema, EditCardBody, PaymentInstrument } from '../../shared/payments/schemas/payment-instruments';
import type { UpstreamClient } from '../upstream';
import type { z } from 'zod';

/*
 * The shopper's saved payment methods, through the commerce backend with their token. Every write
 * answers the methods as they now are, so the page shows what the backend holds.
 */

export type Failure = { status: number; errorId: string; message: string };
export type MethodsOutcome = { ok: true; paymentInstruments: PaymentInstrument[] } | { ok: false; failure: Failure };

const failed = (result: { status: number; errorId: string; message: string }): MethodsOutcome => ({ ok: false, failure: { status: result.status, errorId: result.errorId, message: result.message } });

export async function listMethods(shopper: UpstreamClient): Promise<MethodsOutcome> {
  const result = await shopper.call(api.consumer.paymentInstruments, {});
  return result.ok ? { ok: true, paymentInstruments: result.data.payment_instruments } : failed(result);
}

async function thenList(shopper: UpstreamClient, write: Promise<{ ok: true } | ({ ok: false } & Failure)>): Promise<MethodsOutcome> {
  const result = await write;
  return result.ok ? listMethods(shopper) : failed(result);
}

/** A card (as the provider's token), a reward code or a reward card. */
export function addMethod(shopper: UpstreamClient, body: z.output<typeof AddPaymentMethodBodySchema>): Promise<MethodsOutcome> {
  const upstreamBody =
    body.type === 'CREDIT_CARD'
      ? ({ payment_method_id: 'CREDIT_CARD', card: { token: body.token, holderName: body.holderName, ...(body.main ? { main: true } : {}) }, ...(body.recaptcha_response ? { recaptcha_response: body.recaptcha_response } : {}) } as const)
      : body.type === 'REWARD_CODE'
        ? ({ payment_method_id: 'REWARD_CODE', rewardCode: body.code } as const)
        : ({ payment_method_id: 'REWARD_CARD', rewardCard: { number: body.number, pin: body.pin } } as const);
  return thenList(shopper, shopper.call(api.consumer.addPaymentInstrument, { body: upstreamBody }));
}

export function editCard(shopper: UpstreamClient, paymentInstrumentId: string, changes: EditCardBody): Promise<MethodsOutcome> {
  return thenList(shopper, shopper.call(api.consumer.updatePaymentInstrument, { params: { paymentInstrumentId }, body: changes }));
}

export function removeMethod(shopper: UpstreamClient, paymentInstrumentId: string): Promise<MethodsOutcome> {
  return thenList(shopper, shopper.call(api.consumer.removePaymentInstrument, { params: { paymentInstrumentId } }));
}
