import { PaymentMethodsAnswerSchema, type AddPaymentMethodBody, type EditCardBody, type PaymentMethodsAnswer } from '../../../shared/payments/schemas/payment-instruments';
import { isExpired } from '../../../shared/payments/card-number';
import { errorMessage, type Translate } from '../../../shared/i18n';
import { callFapi, type ApiError, type ApiResult } from '../../api';
import { paymentInstruments } from '../../../shared/fapi/routes/account';
import type { ErrorId } from '../../../shared/errors';

/** The storefront's routes for the shopper's saved payment methods; every answer is the methods as they now are. */

export type MethodsResult = ApiResult<PaymentMethodsAnswer>;

export const addMethod = (body: AddPaymentMethodBody): Promise<MethodsResult> => callFapi(paymentInstruments.add, PaymentMethodsAnswerSchema, { body });

export const editCard = (paymentInstrumentId: string, body: EditCardBody): Promise<MethodsResult> =>
  callFapi(paymentInstruments.update, PaymentMethodsAnswerSchema, { params: { paymentInstrumentId }, body });

export const removeMethod = (paymentInstrumentId: string): Promise<MethodsResult> => callFapi(paymentInstruments.remove, PaymentMethodsAnswerSchema, { params: { paymentInstrumentId } });

/** The card's expiry is invalid (past, or not a date): shown at the expiry field. */
export const EXPIRY_INVALID = 'FE309' satisfies ErrorId;
/** The card is saved already: the server's own message is shown. */
export const CARD_EXISTS = 'PYT300' satisfies ErrorId;
/** The gift card is saved already. */
export const GIFT_CARD_EXISTS = 'GFC755' satisfies ErrorId;

/** An expiry typed as MM/YY or MM/YYYY, or null when it is not one or has passed. */
export function parseExpiry(text: string, now = new Date()): { expiryMonth: number; expiryYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const expiryMonth = Number(match[1]);
  const expiryYear = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (expiryMonth < 1 || expiryMonth > 12 || isExpired(expiryMonth, expiryYear, now)) return null;
  return { expiryMonth, expiryYear };
}

/** A saved expiry as the field shows it. */
export const expiryText = (month: number, year: number): string => `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/**
 * What a failed card save shows: the shop's wording of the error when the card is saved already
 * (the server's own words, as the shop has none of its own for it), else the generic failure.
 */
export function cardSaveMessage(t: Translate, error: ApiError): string {
  return error.errorId === CARD_EXISTS ? errorMessage(t, error) : t('payment.cardSaveFailed');
}

/** The catalogue's codes for a number or PIN the retailer never issued: the shopper can correct those. */
const GIFT_CARD_INVALID = new Set<string>(['GFC800', 'GFC700', 'GFC760'] satisfies ErrorId[]);

/**
 * What a failed reward code or reward card save shows: that it is saved already, the catalogue's
 * words for a number or PIN that is not valid, else the generic failure.
 */
export function giftCardSaveMessage(t: Translate, error: ApiError): string {
  if (error.errorId === GIFT_CARD_EXISTS) return t('payment.giftCardExists');
  return GIFT_CARD_INVALID.has(error.errorId) ? errorMessage(t, error) : t('payment.giftCardSaveFailed');
}
