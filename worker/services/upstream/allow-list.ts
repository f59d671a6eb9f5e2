/**
 * The only upstream calls the browser may make through `/api/*`: the spec §7
 * tables, path for path and method for method. `{name}` matches one path
 * segment. Consumer calls listed relative to /consumers-v3 live under the
 * authenticated consumer path (spec §6), e.g. /consumers-v3/consumer/address.
 * Not listed: `GET {token}{countryCode}` (spec §7 gives no path for it).
 */
const ROUTES: Record<string, string> = {
  // Authentication
  '/token/v2/auth/token': 'POST',
  '/consumers-v3/auth/signin': 'POST',
  '/consumers-v3/consumer/auth/signout': 'POST',
  '/consumers-v3/auth/signup': 'POST',
  '/consumers-v3/consumer/changepassword': 'POST',
  '/consumers-v3/confirmforgotpassword': 'POST',
  '/consumers-v3/consumer/resetpassword': 'POST',
  '/consumers-v3/consumer/agent/login': 'POST',
  // Cart
  '/cart/v1/cart': 'POST',
  '/cart/v1/cartWithItem': 'POST',
  '/cart/v1/cart/{basketId}': 'GET',
  '/cart/v1/item': 'POST DELETE',
  '/cart/v1/cart/{basketId}/item': 'PUT',
  '/cart/v1/coupon': 'PUT DELETE',
  '/cart/v1/shippingMethod': 'POST',
  '/cart/v2/cart/{basketId}/shippingAddress': 'POST DELETE',
  '/cart/v1/cart/{basketId}/shippingAddress/validation': 'POST',
  '/cart/v1/cart/{basketId}/billingAddress': 'POST DELETE',
  '/cart/v1/cart/{basketId}/paymentMethods': 'GET',
  '/cart/v1/cart/{basketId}/shippingMethod/{shippingId}': 'GET',
  '/cart/v1/cart/{basketId}/paymentInstruments': 'POST DELETE',
  '/cart/v1/cart/{basketId}/reward': 'PUT',
  '/cart/v2/saveForLater': 'PUT',
  '/cart/v2/cart/{basketId}/saveForLater': 'POST',
  '/cart/v2/saveForLater/{saveForlaterId}/items/{itemId}': 'DELETE',
  '/cart/v1/giftcard/balance': 'POST',
  '/cart/v1/paymentSession': 'GET',
  '/cart/v1/cart/prepareOrder': 'POST',
  '/cart/v2/checkout/order': 'PUT',
  '/cart/v2/checkout/order/{orderNumber}': 'PATCH',
  '/cart/v1/deviceFingerPrint': 'POST',
  '/cart/v1/reserveWithItem': 'POST',
  '/cart/v1/cart/{basketId}/price_adjustments': 'POST',
  '/cart/v1/cart/{basketId}/price_adjustments/{adjustmentId}': 'PATCH DELETE',
  // Consumer
  '/consumers-v3/consumer': 'GET PUT POST',
  '/consumers-v3/consumer/loyalty/token': 'POST',
  '/consumers-v3/consumer/loyalty/promo/welcome': 'GET',
  '/consumers-v3/consumer/loyalty/vouchers': 'GET',
  '/consumers-v3/consumer/lookup': 'GET',
  '/consumers-v3/consumer/subscription': 'GET PUT POST',
  '/consumers-v3/consumer/payment_instruments': 'GET POST',
  '/consumers-v3/consumer/payment_instruments/{paymentInstrumentId}': 'PATCH DELETE',
  '/consumers-v3/consumer/purchase/{orderId}': 'GET',
  '/consumers-v3/consumer/purchase/invoice/download': 'POST',
  '/consumers-v3/consumer/purchasehistory': 'POST',
  '/consumers-v3/consumer/return/{orderId}/returnLabel': 'POST',
  '/consumers-v3/consumer/TrackOrder': 'POST',
  '/consumers-v3/consumer/CancelOrder': 'POST',
  '/consumers-v3/consumer/address': 'POST',
  '/consumers-v3/consumer/address/{addressId}': 'PUT DELETE',
  '/consumers-v3/consumer/resendGiftCardEmail': 'POST',
  '/consumers-v3/consumer/retrieveUserData': 'POST',
  '/consumers-v3/consumer/notification': 'PUT',
  '/consumers-v3/consumer/event-registration': 'POST',
  '/consumers-v3/consumer/warranty': 'POST',
  '/consumers-v3/contactus': 'POST',
  '/consumers-v3/contactus/categorySubject': 'GET',
  // Utilities
  '/consumers-v3/utilities/countryList': 'GET',
  '/consumers-v3/utilities/stores': 'GET',
  '/consumers-v3/utilities/stores/{storeId}/employees': 'GET',
  // Products
  '/products/v2/products/{productId}/details': 'GET',
  '/products/v1/products/{productId}/availability': 'POST',
  '/products/v2/products/{productId}/inventory': 'GET',
  // POST writes a review (issue 4; see shared/schemas/reviews.ts ReviewInputSchema).
  '/products/v1/products/{productId}/reviews': 'GET POST',
  '/products/v1/products/{productId}/review/{reviewId}/flag': 'POST',
  '/products/v1/products/{productId}/review/{reviewId}/vote': 'POST',
  '/products/v1/review/{reviewId}/translate': 'POST',
  '/products/v2/products/{productId}/productSets': 'GET',
  '/products/v2/products/{productSetId}/productSet': 'GET',
  '/products/v2/catalog': 'GET',
  '/products/v1/notifications': 'PUT',
  '/products/v2/search/productSearch': 'GET',
  '/products/v2/search/autoSuggest': 'GET',
  '/products/v1/products/{productId}/reviews/questions': 'GET POST',
  '/products/v1/products/{productId}/review/{answerId}/questions/vote': 'POST',
  '/products/v1/widgetRecommendations': 'GET',
  '/products/v1/recommendationSets': 'GET',
  // Stores
  '/stores/v1/collectionPoints': 'POST',
  '/stores/v1/search': 'POST',
  // Wishlists
  '/wishlists/v2/favorites': 'GET POST',
  '/wishlists/v2/saveForLater': 'GET',
  '/wishlists/v2/favorites/{favoriteId}/share': 'GET POST',
  '/wishlists/v2/favorites/{favoriteId}/items/{itemId}': 'DELETE',
};

interface CompiledRoute {
  pattern: RegExp;
  methods: ReadonlySet<string>;
}

// A parameter is one segment of ids: letters, digits, '-', '_' and '.', never '..'.
const SEGMENT = '(?!\\.\\.?/|\\.\\.?$)[A-Za-z0-9._-]+';

const COMPILED: CompiledRoute[] = Object.entries(ROUTES).map(([path, methods]) => ({
  pattern: new RegExp(`^${path.replace(/\{[A-Za-z]+\}/g, SEGMENT)}$`),
  methods: new Set(methods.split(' ')),
}));

export type AllowListMatch = { allowed: true } | { allowed: false; reason: 'path' | 'method' };

/** Whether the browser may call `method path` upstream through the proxy. */
export function matchAllowList(method: string, path: string): AllowListMatch {
  const route = COMPILED.find((candidate) => candidate.pattern.test(path));
  if (!route) return { allowed: false, reason: 'path' };
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return route.methods.has(verb) ? { allowed: true } : { allowed: false, reason: 'method' };
}
