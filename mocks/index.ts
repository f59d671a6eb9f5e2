import { Router, type IRequest, type RouterOptions } from 'itty-router';
import type { Env } from './env';
import { errorResponse, notFound, withCorrelationHeader, type MockRouter } from './http';
import { registerArticlesRoutes } from './content/routes/articles';
import { registerConsumerRoutes } from './account/routes/consumer';
import { registerAccountProfileRoutes } from './account/routes/account-profile';
import { registerContentRoutes } from './content/routes/content';
import { registerRecommendationsRoutes } from './catalogue/routes/recommendations';
import { registerPersonalisationRoutes } from './decisions/routes/personalisation';
import { registerSocialRoutes } from './catalogue/routes/social';
import { registerFapiRoutes } from './routes/fapi';
import { registerExperimentsRoutes } from './decisions/routes/experiments';
import { registerImageRoutes } from './catalogue/routes/images';
import { registerProductRoutes } from './catalogue/routes/products';
import { registerNotificationRoutes } from './account/routes/notifications';
import { registerProductSetRoutes } from './catalogue/routes/product-sets';
import { registerQuestionRoutes } from './catalogue/routes/questions';
import { registerReviewRoutes } from './catalogue/routes/reviews';
import { registerSizeChartRoutes } from './catalogue/routes/size-chart';
import { registerWishlistRoutes } from './account/routes/wishlists';
import { registerStoreRoutes } from './catalogue/routes/stores';
import { registerInStoreRoutes } from './in-store';
import { registerTokenRoutes } from './auth/routes/token';
import { registerIdentityRoutes } from './auth/routes/identity';
import { registerSignUpRoutes } from './account/routes/sign-up';
import { registerConsumerLookupRoutes } from './account/routes/consumer-lookup';
import { registerCartRoutes } from './cart/routes/cart';
import { registerTestControlRoutes } from './routes/test-control';
import { registerAccountOrderRoutes } from './account/routes/account-orders';
import { registerSupportRoutes } from './account/routes/support';
import { registerAccountPaymentRoutes } from './account/routes/account-payment';
import { registerPaymentProviderRoutes } from './payments/routes/payment-provider';
import { registerApprovalProviderRoutes } from './payments/routes/approval-provider';
import { registerAddressRoutes } from './account/routes/account-addresses';
import { registerCheckoutRoutes } from './checkout/routes/checkout';
import { registerGiftCardRoutes } from './payments/routes/gift-cards';
import { configureCatalog } from './db/seed';
import { indexedByFirstSegment } from './route-index';

// ridgeline-mocks: one worker playing every third-party backend the storefront calls.

const options: RouterOptions<IRequest, [Env, ExecutionContext]> = {
  // GEN500: never leak a stack trace to the storefront.
  catch: (error, request) => {
    console.error('ridgeline-mocks: unhandled error', error);
    return errorResponse(request, 500, 'GEN500', 'General error');
  },
  finally: [withCorrelationHeader],
};
const router: MockRouter = Router<IRequest, [Env, ExecutionContext]>(options);

registerProductRoutes(router);
// Also under /products/*: registered after products.ts so its client-id check runs first.
registerReviewRoutes(router);
registerQuestionRoutes(router);
registerNotificationRoutes(router);
registerProductSetRoutes(router);
registerWishlistRoutes(router);
registerSizeChartRoutes(router);
registerStoreRoutes(router);
registerInStoreRoutes(router);
registerRecommendationsRoutes(router);
registerPersonalisationRoutes(router);
registerConsumerLookupRoutes(router);
registerConsumerRoutes(router);
registerAccountProfileRoutes(router);
registerTokenRoutes(router);
registerIdentityRoutes(router);
registerSignUpRoutes(router);
registerCartRoutes(router);
registerCheckoutRoutes(router);
registerGiftCardRoutes(router);
registerAccountPaymentRoutes(router);
registerPaymentProviderRoutes(router);
registerApprovalProviderRoutes(router);
registerTestControlRoutes(router);
registerAccountOrderRoutes(router);
registerSupportRoutes(router);
registerAddressRoutes(router);
// Article search is a CMS search canvas; it must claim its path before the generic canvas route.
registerArticlesRoutes(router);
registerContentRoutes(router);
registerSocialRoutes(router);
registerImageRoutes(router);
registerFapiRoutes(router);
registerExperimentsRoutes(router);
router.all('*', notFound);

const dispatch = indexedByFirstSegment(router, options);

export default {
  fetch(request, env, ctx) {
    configureCatalog(env);
    return dispatch(request, env, ctx);
  },
} satisfies ExportedHandler<Env>;
