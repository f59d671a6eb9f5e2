import { onDemand } from '#on-demand';
import { callFapi } from '../api';
import { lookup } from '../../shared/fapi/routes/auth';

/** Whether an email has an account: the worker's rate-limited lookup. */
export function lookUpEmail(email: string) {
  return callFapi(lookup.lookup, () => onDemand.apiCatalogue().then((schemas) => schemas.ConsumerLookupSchema), { body: { email } });
}
