import * as z from 'zod';
import { SocialMediaListSchema, SocialReportSchema, SocialStashSchema, SocialUploadSchema, SocialUserSchema } from '../catalogue/schemas/social';
import { endpoints } from './endpoint';
import * as routes from './routes/media';

/** The image CDN: an SVG by kind (product, banner) and file name, sized by width and quality. */
export const images = endpoints(routes.images, {
  image: { query: z.object({ w: z.number().optional(), q: z.number().optional() }) },
});

const MediaQuerySchema = z.object({ limit: z.number().int().positive().optional(), filter: z.string().optional() });

/** The social media host (customer photo galleries); the browser reaches it through `/social`, never the commerce proxy. */
export const social = endpoints(routes.social, {
  widgetScript: { query: z.object({ containerId: z.string(), locale: z.string() }) },
  categoryMedia: { query: MediaQuerySchema.extend({ categoryId: z.string() }), response: SocialMediaListSchema },
  customerMedia: { query: MediaQuerySchema, response: SocialMediaListSchema },
  mediaStreams: { response: z.object({ data: z.array(z.object({ id: z.string(), name: z.string() })) }) },
  recentMedia: { query: MediaQuerySchema, response: SocialMediaListSchema },
  streamMedia: { query: MediaQuerySchema, response: SocialMediaListSchema },
  reportMedia: { body: SocialReportSchema, response: z.object({ mediaId: z.string(), status: z.literal('received') }) },
  stash: { body: SocialStashSchema, response: z.object({ stashId: z.string(), mediaIds: z.array(z.string()) }) },
  uploadMedia: { body: SocialUploadSchema, response: z.object({ mediaId: z.string(), status: z.string() }) },
  createUser: { body: SocialUserSchema, response: z.object({ userId: z.string(), username: z.string() }) },
});
