import { commerceApi } from '../../shared/api/commerce';
import type { AnyEndpoint } from '../../shared/api';

/**
 * How a shopper's access token reaches an upstream call. The session service implements it; the
 * upstream client and the proxy only ask for the header and, after a 401, for a renewed one.
 */
export interface ShopperAuth {
  /** `Bearer …` for this shopper, refreshed first when it is known to have expired; null goes anonymous. */
  authorization(): Promise<string | null>;
  /**
   * After an upstream refused `rejected` with a 401: a renewed header to replay the call with,
   * at most once per request, or null when there is nothing better to try.
   */
  renew(rejected: string): Promise<string | null>;
}

const entriesOf = (...groups: object[]) => groups.flatMap((group) => Object.values(group) as AnyEndpoint[]);

/** Where a guest's own objects live (basket, saved list, favourites): writing there is what a guest needs a session for. */
const GUEST_OBJECT_ENTRIES: ReadonlySet<AnyEndpoint> = new Set(entriesOf(commerceApi.cart, commerceApi.wishlists));

/** Calls whose answer is one shopper's (their basket, lists, account), signing out and changing the password: they carry the access token when there is one. */
const TOKEN_ENTRIES: ReadonlySet<AnyEndpoint> = new Set([...GUEST_OBJECT_ENTRIES, ...entriesOf(commerceApi.consumer), commerceApi.identity.signOut, commerceApi.identity.changePassword]);

/** Writes that record who made them (votes, reviews, questions, flags, stock alerts), keyed upstream by the session id. */
const RECORDED_WRITES: ReadonlySet<AnyEndpoint> = new Set([
  commerceApi.reviews.writeReview,
  commerceApi.reviews.voteReview,
  commerceApi.reviews.flagReview,
  commerceApi.reviews.askQuestion,
  commerceApi.reviews.voteAnswer,
  commerceApi.products.notifications,
]);

function carriesToken(entry: AnyEndpoint): boolean {
  return TOKEN_ENTRIES.has(entry);
}

/**
 * Whether a call must have a session before it goes. A write to a guest's own objects or one
 * recorded as theirs gives a guest their session; so does any call on a guest's own objects while
 * the browser still has only the old guest id, whose lists the session takes over. An account
 * call (a newsletter sign-up, a contact form) names its shopper in its body, so a guest token
 * would only cost the token service a consumer, old guest id or not.
 */
export function needsShopper(entry: AnyEndpoint, legacyIdOnly: boolean): boolean {
  if (legacyIdOnly && GUEST_OBJECT_ENTRIES.has(entry)) return true;
  return entry.method !== 'GET' && (GUEST_OBJECT_ENTRIES.has(entry) || RECORDED_WRITES.has(entry));
}

/** A write to a guest's own objects: sent without the shopper's token, the backend could only refuse it. */
export function requiresToken(entry: AnyEndpoint): boolean {
  return entry.method !== 'GET' && GUEST_OBJECT_ENTRIES.has(entry);
}

/** The ids of a guest's own objects, which the session keeps for a sign-in to merge. */
export type GuestObjectKey = 'basketId' | 'favoriteId' | 'saveForLaterId';

/** Answers that name a guest object of the caller's own. The shared-list read is not one: it names someone else's list. */
const GUEST_OBJECT_SOURCES = new Map<AnyEndpoint, GuestObjectKey>([
  [commerceApi.wishlists.favorites, 'favoriteId'],
  [commerceApi.wishlists.addFavorite, 'favoriteId'],
  [commerceApi.wishlists.removeFavorite, 'favoriteId'],
  ...entriesOf(commerceApi.cart).map((entry) => [entry, 'basketId'] as const),
  // The saved-for-later listing sits with the cart's entries but names the list, not a basket.
  [commerceApi.cart.savedForLater, 'saveForLaterId'],
]);

/** Which guest object a call's answer names at its top level, if any. */
export function guestObjectNamedBy(entry: AnyEndpoint): GuestObjectKey | undefined {
  return GUEST_OBJECT_SOURCES.get(entry);
}

/**
 * Sends one call with the shopper's token when the entry carries one; a 401 renews the token
 * once and replays the call. `send` must be callable twice (its body is already buffered).
 */
export async function sendAsShopper(shopper: ShopperAuth | undefined, entry: AnyEndpoint, headers: Headers, send: () => Promise<Response>): Promise<Response> {
  // Whatever the caller put there, only the session decides who the call is for.
  headers.delete('authorization');
  const token = shopper && carriesToken(entry) ? await shopper.authorization() : null;
  if (token) headers.set('authorization', token);
  const response = await send();
  if (response.status !== 401 || !token || !shopper) return response;
  const renewed = await shopper.renew(token);
  if (!renewed) return response;
  await response.body?.cancel();
  headers.set('authorization', renewed);
  return send();
}
