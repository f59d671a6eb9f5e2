import { onDemand } from '#on-demand';
import { callFapi } from '../api';
import { loyalty } from '../../shared/fapi/routes/loyalty';
import type { JoinBody } from '../../shared/loyalty/schemas';

/*
 * The browser's calls of the programme's routes. Their schemas load with the API catalogue on
 * first use, so no page's first load carries zod for them.
 */

/** The page query's keys that say where a new member came from, passed on as the join route reads them. */
const JOIN_KEYS = ['referral_code', 'enrollment_marketing_source', 'leadSource'] as const;

/** Where the shopper came from, as the page's address says it (the worker checks each code). */
export function joinBodyOf(search: string): JoinBody {
  const query = new URLSearchParams(search);
  return Object.fromEntries(JOIN_KEYS.flatMap((key) => (query.get(key) ? [[key, query.get(key)]] : [])));
}

export function joinProgramme(body: JoinBody) {
  return callFapi(loyalty.join, () => onDemand.apiCatalogue().then((schemas) => schemas.LoyaltyTokenResponseSchema), { body });
}

export function readSummary() {
  return callFapi(loyalty.summary, () => onDemand.apiCatalogue().then((schemas) => schemas.LoyaltySummarySchema));
}

export function readBalance() {
  return callFapi(loyalty.balance, () => onDemand.apiCatalogue().then((schemas) => schemas.LoyaltyBalanceSchema));
}

export function readWelcome() {
  return callFapi(loyalty.welcome, () => onDemand.apiCatalogue().then((schemas) => schemas.WelcomePromoSchema));
}
