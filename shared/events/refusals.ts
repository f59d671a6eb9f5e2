import type { ErrorId } from '../errors/catalogue';
import type { MessageKey } from '../i18n/translator';

/**
 * The event registration's refusals, each with the interface string it is worded by. The worker
 * words a backend refusal in the site's language before it answers, and the dialog shows the
 * answer's message as it came.
 */
export const EVENT_REFUSALS = {
  EVENT_NOT_FOUND: 'apiError.EVENT_NOT_FOUND',
  EVENT_ALREADY_REGISTERED: 'apiError.EVENT_ALREADY_REGISTERED',
  EVENT_FULL: 'apiError.EVENT_FULL',
  EVENT_DAYS_INVALID: 'apiError.EVENT_DAYS_INVALID',
  EVENT_PLUS_ONE_INVALID: 'apiError.EVENT_PLUS_ONE_INVALID',
  EVENT_PLUS_ONE_NOT_ALLOWED: 'apiError.EVENT_PLUS_ONE_NOT_ALLOWED',
  EVENT_TERMS_REQUIRED: 'apiError.EVENT_TERMS_REQUIRED',
} as const satisfies Partial<Record<ErrorId, MessageKey>>;

export type EventRefusalId = keyof typeof EVENT_REFUSALS;

/** Whether an error id is one of the event registration's refusals. */
export const isEventRefusal = (errorId: string): errorId is EventRefusalId => Object.hasOwn(EVENT_REFUSALS, errorId);
