import { api } from '../../shared/api';
import type { ShopperContact } from '../../shared/checkout/checkout-routes';
import type { UpstreamClient } from '../upstream';

/**
 * A signed-in shopper's own name, email and phone from their profile, for the checkout's forms to
 * start from; null for a guest or when the profile cannot be read (the forms then start empty).
 */
export async function shopperContact(shopper: UpstreamClient): Promise<ShopperContact | null> {
  const profile = await shopper.call(api.consumer.profile, { query: { includeLoyaltySummary: 'false' } });
  if (!profile.ok) return null;
  const details = profile.data.consumerDetails;
  return { firstName: details.firstName ?? '', lastName: details.lastName ?? '', email: details.email ?? '', phone: details.phone ?? '' };
}
