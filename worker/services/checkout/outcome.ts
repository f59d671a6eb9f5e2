import type { BuiltErrorId, BuiltErrorStatus } from '../../../shared/errors';
import type { ErrorDetailExtras } from '../../../shared/schemas/error';

/*
 * What every checkout call answers: its data, or a refusal in the error catalogue's terms that the
 * route sends on as it is. `fail` builds a refusal whose status the catalogue allows for its id.
 */

export interface CheckoutFailure {
  status: number;
  errorId: string;
  message: string;
  extras?: ErrorDetailExtras;
}

export type Outcome<T> = { ok: true; data: T } | { ok: false; failure: CheckoutFailure };

export const fail = <Id extends string>(status: BuiltErrorStatus<Id>, errorId: BuiltErrorId<Id>, message: string, extras?: ErrorDetailExtras): { ok: false; failure: CheckoutFailure } => ({ ok: false, failure: { status, errorId, message, ...(extras ? { extras } : {}) } });
