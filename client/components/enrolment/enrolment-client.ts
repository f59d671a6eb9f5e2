import { onDemand } from '#on-demand';
import { callFirstParty } from '../../api';

/** Whether an email has an account: the worker's rate-limited lookup. */
export function lookUpEmail(email: string) {
  return callFirstParty('/fapi/auth/lookup', () => onDemand.apiCatalogue().then((schemas) => schemas.ConsumerLookupSchema), { method: 'POST', body: { email } });
}
