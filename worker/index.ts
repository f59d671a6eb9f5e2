import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { requestContext } from './middleware/request-context';
import { requestLog } from './middleware/request-log';
import { pathGuard } from './middleware/path-guard';
import { preview } from './content/middleware';
import { consent, engineDecision, visitorDecisions } from './decisions/middleware';
import { decisionRoutes, visitorTest } from './decisions/routes';
import { CSP_REPORT_PATH, privateAnswers, securityHeaders } from './middleware/security';
import { cspReportRoutes } from './routes/csp-reports';
import { messagesRoutes } from './routes/messages';
import { sameOrigin } from './middleware/same-origin';
import { paymentsHost } from './payments/middleware';
import { apiProxy } from './routes/api-proxy';
import { components, lazySections, previewRoutes } from './content/routes';
import { sizeChart, social, ugcTest } from './catalogue/routes';
import { images } from './routes/images';
import { pages } from './pages';
import { htmlCache } from './middleware/html-cache';
import { seo } from './routes/seo';
import { serverTime } from './routes/server-time';
import { healthRoutes } from './routes/health';
import { locationRoutes } from './routes/location';
import { cartRoutes, cartTest } from './cart/routes';
import { checkoutRoutes, ordersTest } from './checkout/routes';
import { inStoreRoutes } from './in-store/routes';
import { giftCardTest, rewardCardTest } from './payments/routes';
import { ledgerTest, sessionRoutes } from './session/routes';
import { accountOrderRoutes, accountPaymentRoutes, accountProfileRoutes, accountTest, addressRoutes, authRoutes, authTest, consumerLookupRoutes, newsletterRoutes, orderTrackingRoutes, passwordRoutes, signUpRoutes, supportRoutes } from './account/routes';
import { loyaltyRoutes } from './loyalty/routes';
import { apiError } from './errors/api-error';
import { serverError } from './errors/server-error';
import { routePath } from './routes/route-path';
import { basketSite } from './cart/middleware';
import { sessionCookies } from './session/middleware';
import { captchaRoutes } from './routes/captcha';
import { eventRegistrationRoutes } from './events/routes';
import { FAPI_PREFIX, fapi } from '../shared/fapi';
import { serviceWorkerScript } from './routes/service-worker';
import { webManifestRoutes } from './routes/web-manifest';

// Static assets never reach this worker: Workers static assets answer them first.
// Routes on the path without a site's locale before /fapi: see routes/route-path.ts.
const app = new Hono<AppEnv>({ getPath: routePath });

// The service worker script is a static file with headers of its own: none of the shop's layers apply.
app.route('/', serviceWorkerScript);
// Development's mock payment provider answers on its own host before any of the shop's layers.
app.use('*', paymentsHost);
app.use('*', securityHeaders());
app.use('*', requestContext);
// One JSON line per request (worker/middleware/request-log), inside the context it reads.
app.use('*', requestLog);
app.use('*', pathGuard);
app.use('*', sameOrigin);
// Whatever changed the shopper's session cookie (a new guest, refreshed tokens) sends it here.
app.use('*', sessionCookies);
// First-party answers are one shopper's unless a route says otherwise.
app.use(`${FAPI_PREFIX}/*`, privateAnswers);
app.use('*', preview);
app.use('*', consent);
app.use('*', visitorDecisions);
app.route('/', serverTime);
app.route('/', healthRoutes);
app.route('/', sessionRoutes);
app.route('/', locationRoutes);
app.route('/', messagesRoutes);
app.route('/api', apiProxy);
app.route('/', components);
app.route('/', lazySections);
app.route('/', sizeChart);
app.route('/', visitorTest);
app.route('/', cartTest);
app.route('/', ordersTest);
app.route('/', giftCardTest);
app.route('/', ugcTest);
app.route('/', ledgerTest);
app.route('/', rewardCardTest);
// A cart or checkout call is made for a site, never the default one (middleware/basket-site).
app.use(`${fapi.cart.read.path}/*`, basketSite({ startsBaskets: true }));
app.use(`${fapi.checkout.read.path}/*`, basketSite({ startsBaskets: false }));
app.route('/', cartRoutes);
app.route('/', checkoutRoutes);
app.route('/', inStoreRoutes);
app.route('/', signUpRoutes);
app.route('/', consumerLookupRoutes);
app.route('/', accountOrderRoutes);
app.route('/', orderTrackingRoutes);
app.route('/', supportRoutes);
app.route('/', accountPaymentRoutes);
app.route('/', addressRoutes);
app.route('/', authRoutes);
app.route('/', accountProfileRoutes);
app.route('/', newsletterRoutes);
app.route('/', loyaltyRoutes);
app.route('/', passwordRoutes);
app.route('/', accountTest);
app.route('/', authTest);
// A member's sign-up to an event the CMS shows (/fapi/event-registration).
app.route('/', eventRegistrationRoutes);
// Events, the engine's decision asked again and the testers' view (/fapi/events, /fapi/personalisation/decisions, /fapi/decisions).
app.route('/', decisionRoutes);
app.route('/preview', previewRoutes);
app.route('/social', social);
app.route('/captcha', captchaRoutes);
app.route(CSP_REPORT_PATH, cspReportRoutes);
app.route('/images', images);
app.route('/', seo);
// Each site's web manifest (/{locale}/manifest.webmanifest), which every page's head links.
app.route('/', webManifestRoutes);
// An unknown first-party path (or method) is an API miss, not a page to render.
app.all(`${FAPI_PREFIX}/*`, (c) => apiError(c, 'API404', 'Not found'));
// Shopper pages only: every route above has answered its own paths by now.
app.use('*', htmlCache);
app.use('*', engineDecision);
app.route('/', pages);
app.all('/api/*', (c) => apiError(c, 'API404', 'Not found'));
app.notFound((c) => apiError(c, 'API405', 'Method not allowed'));
app.onError(serverError);

export default app;
// Durable Object classes must be exported by the main module.
export { RateLimitCounter } from './middleware/rate-limit';
export { SessionLedger } from './session/ledger';
