import type { ErrorId, StatusOf } from '../../shared/errors';

/*
 * What the shopper is told when the backend refuses a sign-in. The authentication codes keep their
 * id (the browser words each from its message catalogue) and a 4xx status, since each is about
 * what the shopper sent; anything else is the backend failing, reported as the login system error.
 */

/** The backend's refusals a shopper can act on, with the status they answer: the error catalogue's for each. */
const SHOPPER_REFUSALS: { readonly [Id in ErrorId]?: StatusOf<Id> & (400 | 401 | 403) } = {
  // Invalid credentials, in each of the backend's wordings.
  AUT401: 401,
  AUT418: 401,
  AUT437: 401,
  AUT438: 401,
  // The fifth failure in a row warns it was the last attempt; the sixth locks the account.
  AUT426: 401,
  AUT423: 403,
  AUT441: 403,
  AUT403: 403,
  // An email the backend cannot read as one.
  AUT453: 400,
};

export const LOGIN_SYSTEM_ERROR = 'AUT500';

export interface SignInRefusal {
  status: 400 | 401 | 403 | 502;
  errorId: string;
}

export function signInRefusal(errorId: string): SignInRefusal {
  const status = (SHOPPER_REFUSALS as Readonly<Record<string, 400 | 401 | 403 | undefined>>)[errorId];
  return status ? { status, errorId } : { status: 502, errorId: LOGIN_SYSTEM_ERROR };
}
