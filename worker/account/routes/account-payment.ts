import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { apiError } from '../../errors/api-error';
import { clientAddress, hashedKey, GIFT_CARD_REDEEM_LIMITS, limitAll, limitAttempt, REWARD_CODE_LIMITS, tooManyAttempts } from '../../middleware/rate-limit';
import { containsCardNumber } from '../../../shared/payments/card-number';
import { NO_CARD_NUMBERS, readBodyWithoutCardNumbers } from '../../routes/read-body';
import { registeredShopper, upstreamFailure } from './account-call';
import { addMethod, editCard, listMethods, removeMethod, type MethodsOutcome } from '../../payments';
import { fapi } from '../../../shared/fapi/schemas';

/*
 * The signed-in shopper's saved payment methods:
 *   GET    /fapi/account/payment-instruments                        the list
 *   POST   /fapi/account/payment-instruments                        {type: CREDIT_CARD, token, holderName, recaptcha_response, main?}
 *                                                                   | {type: REWARD_CODE, code} | {type: REWARD_CARD, number, pin}
 *   PATCH  /fapi/account/payment-instruments/:paymentInstrumentId   {card?: {expiryMonth, expiryYear, holderName}, main?: true}
 *   DELETE /fapi/account/payment-instruments/:paymentInstrumentId
 * A card arrives only as the payment provider's token: anything that looks like a card number,
 * anywhere in a request, is refused here and never forwarded. Card saves are limited per client
 * address and per account; reward codes and cards (which can be guessed) share checkout's limits,
 * a reward card's number and PIN the gift card's per card too. Every answer is {paymentInstruments} or the catalogue error.
 */

const BODY_MAX_BYTES = 4096;

/** Card saves (each costs a captcha and a provider token): generous for a shopper, not for a script trying stolen cards. */
export const CARD_SAVE_LIMITS = {
  address: { name: 'card-save-address', limit: 20, windowSeconds: 600 },
  account: { name: 'card-save-account', limit: 10, windowSeconds: 600 },
} as const;

function invalid(c: Context<AppEnv>, message = 'The request body is not valid'): Response {
  return apiError(c, 400, 'API400', message);
}

function instrumentId(c: Context<AppEnv>): string | Response {
  const raw = c.req.param('paymentInstrumentId') ?? '';
  if (containsCardNumber(raw)) return invalid(c, NO_CARD_NUMBERS);
  const parsed = fapi.paymentInstruments.update.params.paymentInstrumentId.safeParse(raw);
  return parsed.success ? parsed.data : invalid(c, 'paymentInstrumentId is malformed');
}

async function withinCardSaveLimits(c: Context<AppEnv>, consumerNo: string): Promise<Response | null> {
  for (const limit of [{ ...CARD_SAVE_LIMITS.address, key: clientAddress }, { ...CARD_SAVE_LIMITS.account, key: () => consumerNo }]) {
    const answer = await limitAttempt(c, limit);
    if (!answer.allowed) return tooManyAttempts(c, answer.retryAfterSeconds);
  }
  return null;
}

/** The answer: a refusal keeps its status and errorId. */
function respond(c: Context<AppEnv>, outcome: MethodsOutcome): Response {
  return outcome.ok ? c.json({ paymentInstruments: outcome.paymentInstruments }) : upstreamFailure(c, { ok: false, ...outcome.failure });
}

export const accountPaymentRoutes = new Hono<AppEnv>()
  .on(fapi.paymentInstruments.list.method, fapi.paymentInstruments.list.path, async (c) => {
    const shopper = await registeredShopper(c);
    if (shopper instanceof Response) return shopper;
    return respond(c, await listMethods(shopper.upstream));
  })
  .on(fapi.paymentInstruments.add.method, fapi.paymentInstruments.add.path, async (c) => {
    const shopper = await registeredShopper(c);
    if (shopper instanceof Response) return shopper;
    const raw = await readBodyWithoutCardNumbers(c, BODY_MAX_BYTES);
    if (raw instanceof Response) return raw;
    // Every card save attempt counts, well-formed or not.
    if ((raw as { type?: unknown } | null)?.type === 'CREDIT_CARD') {
      const limited = await withinCardSaveLimits(c, shopper.session.consumerNo);
      if (limited) return limited;
    }
    const body = fapi.paymentInstruments.add.body.safeParse(raw);
    if (!body.success) return invalid(c);
    if (body.data.type === 'REWARD_CODE' || body.data.type === 'REWARD_CARD') {
      const { consumerNo } = shopper.session;
      const card = body.data.type === 'REWARD_CARD' ? await hashedKey(body.data.number.toUpperCase()) : null;
      const limited = await limitAll(c, [
        REWARD_CODE_LIMITS.address,
        { ...REWARD_CODE_LIMITS.owner, key: () => consumerNo },
        ...(card ? [{ ...GIFT_CARD_REDEEM_LIMITS.card, key: () => card }] : []),
      ]);
      if (limited) return limited;
    }
    return respond(c, await addMethod(shopper.upstream, body.data));
  })
  .on(fapi.paymentInstruments.update.method, fapi.paymentInstruments.update.path, async (c) => {
    const shopper = await registeredShopper(c);
    if (shopper instanceof Response) return shopper;
    const id = instrumentId(c);
    if (id instanceof Response) return id;
    const raw = await readBodyWithoutCardNumbers(c, BODY_MAX_BYTES);
    if (raw instanceof Response) return raw;
    const body = fapi.paymentInstruments.update.body.safeParse(raw);
    if (!body.success) return invalid(c, body.error.issues[0]?.message);
    return respond(c, await editCard(shopper.upstream, id, body.data));
  })
  .on(fapi.paymentInstruments.remove.method, fapi.paymentInstruments.remove.path, async (c) => {
    const shopper = await registeredShopper(c);
    if (shopper instanceof Response) return shopper;
    const id = instrumentId(c);
    if (id instanceof Response) return id;
    return respond(c, await removeMethod(shopper.upstream, id));
  });
