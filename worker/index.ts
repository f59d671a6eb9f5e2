import { Hono } from 'hono';
import type { AppEnv } from './env';
import { requestContext } from './middleware/request-context';
import { preview } from './middleware/preview';
import { securityHeaders } from './middleware/security';
import { apiProxy } from './routes/api-proxy';
import { components } from './routes/components';
import { lazySections } from './routes/lazy-sections';
import { previewRoutes } from './routes/preview';
import { social } from './routes/social';
import { images } from './routes/images';
import { pages } from './routes/pages';
import { seo } from './routes/seo';
import { serverTime } from './routes/server-time';
import { sizeChart } from './routes/size-chart';
import { apiError } from './errors/api-error';
import { serverError } from './errors/server-error';

// Static assets never reach this worker: Workers static assets answer them first.
const app = new Hono<AppEnv>();

app.use('*', securityHeaders());
app.use('*', requestContext);
app.use('*', preview);
app.route('/fapi/server/time', serverTime);
app.route('/api', apiProxy);
app.route('/fapi/components', components);
app.route('/fapi/pages', lazySections);
app.route('/fapi/size-chart', sizeChart);
app.route('/preview', previewRoutes);
app.route('/social', social);
app.route('/images', images);
app.route('/', seo);
app.route('/', pages);
app.all('/api/*', (c) => apiError(c, 404, 'API404', 'Not found'));
app.notFound((c) => apiError(c, 405, 'API405', 'Method not allowed'));
app.onError(serverError);

export default app;
