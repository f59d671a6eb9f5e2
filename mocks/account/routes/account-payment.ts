import type { IRequest } from 'itty-router';
import { api } from '../../../shared/api';
import { AddPaymentInstrumentRequestSchema, PaymentInstrumentIdSchema, UpdatePaymentInstrumentRequestSchema } from '../../../shared/payments/schemas/payment-instruments';
import { listInstruments, NOT_FOUND, removeInstrument, saveCard, saveReward, updateCard } from '../payment-instruments';
import { GIFT_CARD_EXISTS, GIFT_CARD_INVALID, isIssuedRewardCode } from '../../loyalty';
import { isIssuedRewardCard, redeem } from '../../payments';
import { authenticate, type Consumer, spendCaptcha } from '../../auth';
import { answer, on, registerRoutes, type EndpointRequest } from '../../catalogue-routes';
import type { Env } from '../../env';
import { errorResponse, parseBody, refusalResponse, type MockRouter, type Refusal } from '../../http';

/*
 * The signed-in consumer's saved payment methods (commerce backend):
 *   GET    /consumers-v3/consumer/payment_instruments
 *   POST   /consumers-v3/consumer/payment_instruments                        CREDIT_CARD (provider token + captcha), REWARD_CODE, REWARD_CARD
 *   PATCH  /consumers-v3/consumer/payment_instruments/:paymentInstrumentId   a card's expiry, holder name, main
 *   DELETE /consumers-v3/consumer/payment_instruments/:paymentInstrumentId
 */

/** The token's holder when they are signed in; a guest has no saved payment methods to manage. */
async function registered(request: IRequest, env: Env): Promise<Consumer | Response> {
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response || consumer.type === 'Registered') return consumer;
  return errorResponse(request, 403, 'AUT432', 'Authorization failed');
}

async function list(request: IRequest, env: Env): Promise<Response> {
  const consumer = await registered(request, env);
  if (consumer instanceof Response) return consumer;
  return answer(api.consumer.paymentInstruments, { payment_instruments: await listInstruments(env.DB, consumer.consumerNo) });
}

/**
 * A credit card: the captcha answer is spent first (whatever follows), then the provider's token
 * (single use), then the expiry and whether the card is saved already are checked.
 */
async function add(request: IRequest, env: Env): Promise<Response> {
  const consumer = await registered(request, env);
  if (consumer instanceof Response) return consumer;
  const body = await parseBody(request, AddPaymentInstrumentRequestSchema);
  if (body instanceof Response) return body;
  let outcome: { paymentInstrumentId: string } | Refusal;
  if (body.payment_method_id === 'CREDIT_CARD') {
    if (!body.recaptcha_response || !(await spendCaptcha(env.DB, body.recaptcha_response, 'saveCard'))) return errorResponse(request, 'AUT403', 'Captcha failed');
    const card = await redeem(env.DB, body.card.token);
    if (!card) return errorResponse(request, 400, 'PAY400', 'The card details have expired. Please enter them again.');
    outcome = await saveCard(env.DB, consumer.consumerNo, card, body.card.holderName, body.card.main === true);
  } else if (body.payment_method_id === 'REWARD_CODE') {
    outcome = isIssuedRewardCode(body.rewardCode) ? await saveReward(env.DB, consumer.consumerNo, 'REWARD_CODE', body.rewardCode, GIFT_CARD_EXISTS) : GIFT_CARD_INVALID;
  } else {
    const { number, pin } = body.rewardCard;
    outcome = (await isIssuedRewardCard(env.DB, number, pin)) ? await saveReward(env.DB, consumer.consumerNo, 'REWARD_CARD', number, GIFT_CARD_EXISTS) : GIFT_CARD_INVALID;
  }
  if ('errorId' in outcome) return refusalResponse(request, outcome);
  return answer(api.consumer.addPaymentInstrument, { card: outcome }, { status: 201 });
}

function instrumentId(request: EndpointRequest<typeof api.consumer.updatePaymentInstrument>): string | null {
  const parsed = PaymentInstrumentIdSchema.safeParse(request.params.paymentInstrumentId);
  return parsed.success ? parsed.data : null;
}

async function update(request: EndpointRequest<typeof api.consumer.updatePaymentInstrument>, env: Env): Promise<Response> {
  const consumer = await registered(request, env);
  if (consumer instanceof Response) return consumer;
  const id = instrumentId(request);
  if (!id) return refusalResponse(request, NOT_FOUND);
  const body = await parseBody(request, UpdatePaymentInstrumentRequestSchema);
  if (body instanceof Response) return body;
  const outcome = await updateCard(env.DB, consumer.consumerNo, id, { ...body.card, main: body.main });
  return 'errorId' in outcome ? refusalResponse(request, outcome) : answer(api.consumer.updatePaymentInstrument, outcome);
}

async function remove(request: EndpointRequest<typeof api.consumer.removePaymentInstrument>, env: Env): Promise<Response> {
  const consumer = await registered(request, env);
  if (consumer instanceof Response) return consumer;
  const id = instrumentId(request);
  if (!id) return refusalResponse(request, NOT_FOUND);
  const outcome = await removeInstrument(env.DB, consumer.consumerNo, id);
  return 'errorId' in outcome ? refusalResponse(request, outcome) : answer(api.consumer.removePaymentInstrument, outcome);
}

export function registerAccountPaymentRoutes(router: MockRouter): void {
  registerRoutes(router, [
    on(api.consumer.paymentInstruments, list),
    on(api.consumer.addPaymentInstrument, add),
    on(api.consumer.updatePaymentInstrument, update),
    on(api.consumer.removePaymentInstrument, remove),
  ]);
}
