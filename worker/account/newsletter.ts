import { api } from '../../shared/api';
import type { NewsletterOutcome, SubscriptionChange, SubscriptionList } from '../../shared/account/schemas/subscriptions';
import { requiresDoubleOptIn } from '../../shared/market';
import type { Site } from '../../shared/site';
import type { Subscription } from '../../shared/validation';
import type { UpstreamClient, UpstreamResult } from '../upstream';

/*
 * The newsletter's consent, whoever asks (the footer, a pop-up, sign-up, the account): the site's
 * market says whether a sign-up waits for the link mailed to the address (double opt-in) or counts
 * at once, so no browser can choose. An address already opted in is told so kindly and nothing is
 * sent; a pending one asks the backend again, which mails the link again unless it just did.
 */

const isNewsletterByEmail = (item: Pick<Subscription, 'type' | 'channel'>) => item.type === 'Newsletter' && item.channel === 'email';

/** Signs `email` up to the newsletter as the site's market asks; what it came to. */
export async function subscribeToNewsletter(upstream: UpstreamClient, site: Site, email: string): Promise<UpstreamResult<{ outcome: NewsletterOutcome }>> {
  const address = email.trim().toLowerCase();
  const current = await upstream.call(api.consumer.subscription, { query: { email: address } });
  if (!current.ok) return current;
  if (current.data.subscriptions.some((item) => isNewsletterByEmail(item) && item.optin)) return { ok: true, data: { outcome: 'already-subscribed' } };
  const doubleOptin = requiresDoubleOptIn(site);
  const stored = await upstream.call(api.consumer.subscribe, {
    body: { email: address, subscriptions: [{ type: 'Newsletter', channel: 'email', optin: true, doubleOptin, country: site.country }] },
  });
  if (!stored.ok) return stored;
  return { ok: true, data: { outcome: doubleOptin ? 'pending' : 'subscribed' } };
}

/** Follows a confirmation link: the address's subscriptions once it is opted in. */
export function confirmNewsletter(upstream: UpstreamClient, token: string) {
  return upstream.call(api.consumer.confirmSubscription, { body: { token } });
}

/** Whether an opt-in must go through the newsletter's sign-up rather than straight to the profile: the newsletter by email where the market asks for confirmation. */
export function needsConfirmation(site: Site, item: SubscriptionChange): boolean {
  return item.optin && isNewsletterByEmail(item) && requiresDoubleOptIn(site);
}

/**
 * Sets the signed-in shopper's opt-ins (`upstream` carries their token): an opt-out is recorded
 * with its date, an opt-in counts at once, except the newsletter by email where the market asks
 * for confirmation, which goes through the newsletter's sign-up and so waits for its link (or
 * stays as it is when already confirmed). Answers the subscriptions after the change.
 */
export async function setNotificationPreferences(upstream: UpstreamClient, site: Site, changes: readonly SubscriptionChange[]): Promise<UpstreamResult<SubscriptionList>> {
  const confirmed = changes.filter((item) => needsConfirmation(site, item));
  const direct = changes.filter((item) => !needsConfirmation(site, item));
  if (confirmed.length === 0) return upstream.call(api.consumer.notification, { body: { subscriptions: direct } });
  if (direct.length) {
    const stored = await upstream.call(api.consumer.notification, { body: { subscriptions: direct } });
    if (!stored.ok) return stored;
  }
  const profile = await upstream.call(api.consumer.profile, { query: {} });
  if (!profile.ok) return profile;
  const email = profile.data.consumerDetails.email;
  if (!email) return { ok: false, status: 404, errorId: 'PRO404', message: 'Profile not found' };
  const signedUp = await subscribeToNewsletter(upstream, site, email);
  if (!signedUp.ok) return signedUp;
  const current = await upstream.call(api.consumer.subscription, { query: { email: email.toLowerCase() } });
  return current.ok ? { ok: true, data: { subscriptions: current.data.subscriptions } } : current;
}
