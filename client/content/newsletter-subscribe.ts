import { onDemand } from '#on-demand';
import { newsletter } from '../../shared/fapi/routes/subscriptions';
import type { NewsletterOutcome } from '../../shared/account/schemas/subscriptions';
import { errorMessage, type Translate } from '../../shared/i18n';
import { callFapi } from '../api';

/** What the form announces: a line that is good news (an address already on the list is no mistake), or an error. */
export interface NewsletterAnswer {
  kind: 'success' | 'error';
  message: string;
}

function outcomeMessage(t: Translate, outcome: NewsletterOutcome, email: string): string {
  if (outcome === 'pending') return t('newsletter.pending', { email });
  return t(outcome === 'subscribed' ? 'newsletter.success' : 'newsletter.alreadySubscribed');
}

/**
 * The footer form's sign-up (the newsletter pop-up leads to it): the storefront decides by the
 * site whether the address waits for a mailed link. The answer is worded here, in this on-demand
 * chunk, so the form every page loads stays small.
 */
export async function subscribeToNewsletter(email: string, t: Translate): Promise<NewsletterAnswer> {
  const address = email.trim();
  const result = await callFapi(newsletter.subscribe, () => onDemand.apiCatalogue().then((loaded) => loaded.NewsletterSignUpResultSchema), { body: { email: address } });
  if (result.ok) return { kind: 'success', message: outcomeMessage(t, result.data.outcome, address) };
  // The server's message when it sent one in the error catalogue's shape, else the form's own line.
  return { kind: 'error', message: result.error.correlationId ? errorMessage(t, result.error) : t('newsletter.failed') };
}
