import { Router, type IRequest, type RouterOptions } from 'itty-router';
import type { Env } from './env';
import { errorResponse, notFound, withCorrelationHeader, type MockRouter } from './http';
import { registerArticlesRoutes } from './routes/articles';
import { registerConsumerRoutes } from './routes/consumer';
import { registerAccountProfileRoutes } from './routes/account-profile';
import { registerContentRoutes } from './routes/content';
import { registerRecommendationsRoutes } from './routes/recommendations';
import { registerPersonalisationRoutes } from './routes/personalisation';
import { registerSocialRoutes } from './routes/social';
import { registerFapiRoutes } from './routes/fapi';
import { registerExperimentsRoutes } from './routes/experiments';
import { registerImageRoutes } from './routes/images';
import { registerProductRoutes } from './routes/products';
import { registerNotificationRoutes } from './routes/notifications';
import { registerProductSetRoutes } from './routes/product-sets';
import { registerQuestionRoutes } from './routes/questions';
import { registerReviewRoutes } from './routes/reviews';
import { registerSizeChartRoutes } from './routes/size-chart';
import { registerWishlistRoutes } from './routes/wishlists';
import { registerStoreRoutes } from './routes/stores';
import { registerTokenRoutes } from './routes/token';
import { registerIdentityRoutes } from './routes/identity';
import { registerSignUpRoutes } from './routes/sign-up';
import { registerConsumerLookupRoutes } from './routes/consumer-lookup';
import { registerCartRoutes } from './routes/cart';
import { registerTestControlRoutes } from './routes/test-control';
import { registerAccountOrderRoutes } from './routes/account-orders';
import { registerSupportRoutes } from './routes/support';
import { registerAccountPaymentRoutes } from './routes/account-payment';
import { registerPaymentProviderRoutes } from './routes/payment-provider';
import { registerApprovalProviderRoutes } from './routes/approval-provider';
import { registerAddressRoutes } from './routes/account-addresses';
import { registerCheckoutRoutes } from './routes/checkout';
import { registerGiftCardRoutes } from './routes/gift-cards';
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
