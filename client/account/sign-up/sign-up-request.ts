import { onDemand } from '#on-demand';
import type { UserData } from '../../../shared/account/schemas/sign-up';
import type { SignUpOrigin, SignUpResult, SignUpSubmission } from '../../../shared/validation/sign-up-schema';
import { callFapi, type ApiResult } from '../../api';
import { signUp } from '../../../shared/fapi/routes/auth';

/*
 * The sign-up form's calls: the storefront's sign-up route and the prefill of a consumer the
 * backend already knows. Loaded with the form, never on a first load.
 */

export function submitSignUp(submission: SignUpSubmission): Promise<ApiResult<SignUpResult>> {
  return callFapi(signUp.signUp, () => onDemand.apiCatalogue().then((schemas) => schemas.SignUpResultSchema), { body: submission });
}

/** What the backend knows of the consumer a signed link names (`?prefill=`), or null for a bad, expired or used link. */
export async function prefillSignUp(token: string): Promise<UserData | null> {
  const result = await callFapi(signUp.prefill, () => onDemand.apiCatalogue().then((schemas) => schemas.UserDataSchema), { body: { token } });
  return result.ok ? result.data : null;
}

const ORIGIN_PARAMS = ['leadSource', 'referral_code', 'enrollment_marketing_source', 'storeNum'] as const;

/** Where the shopper came from, as the page's query says; anything malformed is left out rather than refused. */
export function originFromQuery(search: string): SignUpOrigin {
  const query = new URLSearchParams(search);
  const origin: SignUpOrigin = {};
  for (const name of ORIGIN_PARAMS) {
    const value = query.get(name)?.trim();
    if (!value || value.length > 100) continue;
    if (name === 'storeNum' && !/^\d{1,10}$/.test(value)) continue;
    if (name === 'leadSource' && value.length > 50) continue;
    origin[name] = value;
  }
  return origin;
}
