import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { appendQuery, buildPath, catalogueEntries, type AnyEndpoint } from '../../shared/api';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import { generateCatalog } from '../../mocks/data/catalog';
import { SOCIAL_MEDIA } from '../../mocks/data/social/media';
import { EXPERIMENTS_SDK_KEY, ODP_PUBLIC_KEY } from '../../mocks/data/experiments';
import { mockPath } from '../../mocks/catalogue-routes';
import type { Env } from '../../worker/env';

// Every catalogue entry the mocks play answers a sample call from its route, not the router's
// fallback: a path renamed on one side only shows up here. Passwords, gift cards and rewards,
// account and utility calls are catalogued but not yet played (the loyalty reward is); they arrive with their features.

const config = env as unknown as Env;
const [product] = generateCatalog();
const [media] = SOCIAL_MEDIA;

const SAMPLE_PARAMS: Record<string, string> = {
  productId: product!.id,
  productSetId: 'PS-unknown',
  reviewId: 'R-unknown',
  answerId: 'A-unknown',
  favoriteId: 'FAV-unknown',
  itemId: 'FI-unknown',
  mode: 'publish',
  kind: 'page',
  productType: 'jacket',
  file: `${EXPERIMENTS_SDK_KEY}.json`,
  brand: 'ridgeline',
  customerId: 'customer-1',
  mediaId: media!.id,
  streamId: 'ridgeline-community',
  userId: 'user-1',
};

const SAMPLE_QUERY: Record<string, Record<string, string>> = {
  'consumer.lookup': { email: 'alex.morgan@example.com' },
  'products.catalog': { categoryId: '10101' },
  'products.productSearch': { q: 'jacket' },
  'products.autoSuggest': { q: 'ja' },
  'products.storeInventory': { storeIds: 'ST001', sku: `${product!.id}001-M` },
  'recommendations.widgetRecommendations': { widgetId: 'pdp-similar' },
  'content.canvas': { page: 'home' },
  'content.articleSearch': { searchType: 'article' },
  'images.image': {},
  'social.categoryMedia': { categoryId: '10101' },
  'social.widgetScript': { containerId: 'gallery', locale: 'en-us' },
};

const PLAYED_CART = 'createCart|createCartWithItem|cart|addItems|removeItem|updateItem|applyCoupon|removeCoupon|setShippingMethod|shippingMethods|saveForLater|updateSaveForLater|removeSavedItem|savedForLater|reserveWithItem|addPriceAdjustment|updatePriceAdjustment|removePriceAdjustment|setShippingAddress|removeShippingAddress|validateShippingAddress|setBillingAddress|removeBillingAddress|paymentMethods|addPaymentInstrument|removePaymentInstrument|paymentSession|deviceFingerprint|prepareOrder|placeOrder|updateOrderPayment|checkoutOrder|setPickupContact|applyReward|giftCardBalance';
// consumer.createProfile shares the played profile's path, so until it is played itself it answers 405, not 404.
const NOT_PLAYED_YET = new RegExp(`^identity\\.(?!token$|signIn$|signOut$|signUp$|changePassword$|resetPassword$|confirmForgotPassword$|agentLogin$)|^utilities\\.(?!countryList$|addressRules$|stores$|storeEmployees$)|^cart\\.(?!(?:${PLAYED_CART})$)|^consumer\\.(?!lookup$|subscription$|updateSubscription$|subscribe$|confirmSubscription$|profile$|updateProfile$|createProfile$|notification$|retrieveUserData$|purchase$|downloadInvoice$|purchaseHistory$|returnLabel$|trackOrder$|cancelOrder$|resendGiftCardEmail$|warranty$|contactUs$|contactUsSubjects$|paymentInstruments$|addPaymentInstrument$|updatePaymentInstrument$|removePaymentInstrument$|addAddress$|updateAddress$|removeAddress$|eventRegistration$|loyaltyToken$|loyaltyWelcomePromo$|loyaltyVouchers$|loyaltyHistory$)`);

async function sample(name: string, entry: AnyEndpoint): Promise<Response> {
  const params = name === 'images.image' ? { kind: 'product', file: `${product!.id}-001.svg` } : new Proxy(SAMPLE_PARAMS, { get: (known, key: string) => known[key] ?? 'x1' });
  const path = buildPath(mockPath(entry), params);
  const query = appendQuery(new URLSearchParams({ locale: 'en-us', siteId: 'ridgeline-us' }), SAMPLE_QUERY[name]);
  const headers = new Headers({ 'x-auth-access': config.AUTH_ACCESS_KEY, 'x-api-key': ODP_PUBLIC_KEY });
  if (entry.method !== 'GET') headers.set('content-type', 'application/json');
  return config.MOCKS.fetch(`https://mocks.test${path}?${query}`, { method: entry.method, headers, ...(entry.method === 'GET' ? {} : { body: '{}' }) });
}

/** The mocks router's own answer for a path nothing is registered at. */
async function isUnrouted(response: Response): Promise<boolean> {
  if (response.status !== 404) return false;
  const parsed = ErrorResponseSchema.safeParse(await response.json().catch(() => null));
  return parsed.success && parsed.data.errorDetails[0]!.errorId === 'API404' && parsed.data.errorDetails[0]!.message === 'Not found';
}

describe('the API catalogue and the mocks', () => {
  it.each(catalogueEntries().map(({ name, entry }) => [name, entry] as const))('%s', async (name, entry) => {
    const response = await sample(name, entry);
    expect(await isUnrouted(response), `${entry.method} ${entry.path} answered ${response.status}`).toBe(NOT_PLAYED_YET.test(name));
  });
});
