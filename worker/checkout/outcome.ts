import { withStatus, type ErrorArguments, type OneStatusErrorId, type SeveralStatusErrorId, type StatusOf } from '../../shared/errors';
import type { ErrorDetailExtras } from '../../shared/errors/schemas/error';

/*
 * What every checkout call answers: its data, or a refusal in the error catalogue's terms that the
 * route sends on as it is. `fail` builds a refusal at the status the catalogue gives its id.
 */

export interface CheckoutFailure {
  status: number;
  errorId: string;
  message: string;
  extras?: ErrorDetailExtras;
}

export type Outcome<T> = { ok: true; data: T } | { ok: false; failure: CheckoutFailure };

/** The checkout's own refusal, always a catalogued id: its one status read from the catalogue, or the one of several named (a backend's failure is passed on by `refused`). */
export function fail(errorId: OneStatusErrorId, message: string, extras?: ErrorDetailExtras): { ok: false; failure: CheckoutFailure };
export function fail<Id extends SeveralStatusErrorId>(status: StatusOf<Id>, errorId: Id, message: string, extras?: ErrorDetailExtras): { ok: false; failure: CheckoutFailure };
export function fail(...args: ErrorArguments<[message: string, extras?: ErrorDetailExtras]>): { ok: false; failure: CheckoutFailure } {
  const [status, errorId, message, extras] = withStatus(args);
  return { ok: false, failure: { status, errorId, message, ...(extras ? { extras } : {}) } };
}
