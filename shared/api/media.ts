import { z } from 'zod';
import { SocialMediaListSchema, SocialReportSchema, SocialStashSchema, SocialUploadSchema, SocialUserSchema } from '../schemas';
import { endpoint } from './endpoint';

/** The image CDN: an SVG by kind (product, banner) and file name, sized by width and quality. */
export const images = {
  image: endpoint('GET', '/images/:kind/:file', { group: 'images', query: z.object({ w: z.number().optional(), q: z.number().optional() }) }),
} as const;

const MediaQuerySchema = z.object({ limit: z.number().int().positive().optional(), filter: z.string().optional() });

/** The social media host (customer photo galleries); the browser reaches it through `/social`, never the commerce proxy. */
export const social = {
  service: endpoint('GET', '/', { group: 'social' }),
  /** The embeddable gallery script (JavaScript, not JSON). */
  widgetScript: endpoint('GET', '/widget.js', { group: 'social', query: z.object({ containerId: z.string(), locale: z.string() }) }),
  categoryMedia: endpoint('GET', '/categories/media/recent', { group: 'social', query: MediaQuerySchema.extend({ categoryId: z.string() }), response: SocialMediaListSchema }),
  customerMedia: endpoint('GET', '/customers/:customerId/media/recent', { group: 'social', query: MediaQuerySchema, response: SocialMediaListSchema }),
  mediaStreams: endpoint('GET', '/media/:mediaId/streams', { group: 'social', response: z.object({ data: z.array(z.object({ id: z.string(), name: z.string() })) }) }),
  recentMedia: endpoint('GET', '/streams/media/recent', { group: 'social', query: MediaQuerySchema, response: SocialMediaListSchema }),
  streamMedia: endpoint('GET', '/streams/:streamId/media/recent', { group: 'social', query: MediaQuerySchema, response: SocialMediaListSchema }),
  reportMedia: endpoint('POST', '/media/:mediaId/reports', { group: 'social', body: SocialReportSchema, response: z.object({ mediaId: z.string(), status: z.literal('received') }) }),
  stash: endpoint('POST', '/stashes', { group: 'social', body: SocialStashSchema, response: z.object({ stashId: z.string(), mediaIds: z.array(z.string()) }) }),
  uploadMedia: endpoint('POST', '/users/:userId/media', { group: 'social', body: SocialUploadSchema, response: z.object({ mediaId: z.string(), status: z.string() }) }),
  createUser: endpoint('POST', '/users', { group: 'social', body: SocialUserSchema, response: z.object({ userId: z.string(), username: z.string() }) }),
} as const;
