import { Router, type IRequest, type RouterOptions } from 'itty-router';
import type { Env } from './env';
import { errorResponse, notFound, withCorrelationHeader, type MockRouter } from './http';
import { registerArticlesRoutes, registerContentRoutes } from './content/routes';
import { registerAccountOrderRoutes, registerAccountPaymentRoutes, registerAccountProfileRoutes, registerAddressRoutes, registerConsumerLookupRoutes, registerConsumerRoutes, registerNotificationRoutes, registerSignUpRoutes, registerSupportRoutes, registerWishlistRoutes } from './account/routes';
import { registerImageRoutes, registerProductRoutes, registerProductSetRoutes, registerQuestionRoutes, registerRecommendationsRoutes, registerReviewRoutes, registerSizeChartRoutes, registerSocialRoutes, registerStoreRoutes } from './catalogue/routes';
import { registerExperimentsRoutes, registerPersonalisationRoutes } from './decisions/routes';
import { registerFapiRoutes } from './routes/fapi';
import { registerIdentityRoutes, registerTokenRoutes } from './auth/routes';
import { registerCartRoutes } from './cart/routes';
import { mergeGuestObjects, ownedObjects } from './cart';
import { registerInStoreRoutes } from './in-store/routes';
import { registerTestControlRoutes } from './routes/test-control';
import { registerApprovalProviderRoutes, registerGiftCardRoutes, registerPaymentProviderRoutes } from './payments/routes';
import { registerCheckoutRoutes } from './checkout/routes';
import { configureCatalog } from './db/seed-version';
import { useSeeder } from './db/ready';
import { seed } from './seed';
import { registerEventRoutes } from './events/routes';
import { registerLoyaltyRoutes } from './loyalty/routes';
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
registerLoyaltyRoutes(router);
registerTokenRoutes(router, { mergeGuestObjects, ownedObjects });
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
registerEventRoutes(router);
registerAddressRoutes(router);
// Article search is a CMS search canvas; it must claim its path before the generic canvas route.
registerArticlesRoutes(router);
registerContentRoutes(router);
registerSocialRoutes(router);
registerImageRoutes(router);
registerFapiRoutes(router);
registerExperimentsRoutes(router);
router.all('*', notFound);

useSeeder(seed);

const dispatch = indexedByFirstSegment(router, options);

export default {
  fetch(request, env, ctx) {
    configureCatalog(env);
    return dispatch(request, env, ctx);
  },
} satisfies ExportedHandler<Env>;
