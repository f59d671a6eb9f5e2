import * as z from 'zod';
import { ArticleSearchResponseSchema } from '../content/schemas/articles';
import { CanvasSchema } from '../content/schemas/canvas';
import { SizeChartSchema } from '../catalogue/schemas/product-sets';
import { endpoints } from './endpoint';
import * as routes from './routes/content';

/** Every canvas call is by site, with the null-stripping flag and the environment override. */
const CanvasQuerySchema = z.object({
  siteId: z.string(),
  removeNulls: z.literal('true'),
  env: z.string(),
  page: z.string().optional(),
  categoryId: z.string().optional(),
  productId: z.string().optional(),
  fragmentId: z.string().optional(),
  query: z.string().optional(),
});

/** The editors' document listing (showcase) and a page's children, in preview mode only. */
export const ShowcaseSchema = z.object({
  documents: z.array(z.object({ id: z.string(), name: z.string(), referrersCount: z.number(), modificationDate: z.string() })),
});

const ShowcaseQuerySchema = z.object({ siteId: z.string(), removeNulls: z.literal('true'), env: z.string() });

/** The CMS: canvases by kind in publish or preview mode, article search, the editors' listings, size charts. */
export const content = endpoints(routes.content, {
  canvas: { query: CanvasQuerySchema, response: CanvasSchema },
  articleSearch: { query: z.object({ searchType: z.literal('article'), siteId: z.string(), removeNulls: z.literal('true'), env: z.string(), offset: z.number(), limit: z.number(), tagId: z.array(z.string()) }), response: ArticleSearchResponseSchema },
  showcase: { query: ShowcaseQuerySchema.extend({ docType: z.string().optional(), layoutVariant: z.string().optional(), limit: z.string() }), response: ShowcaseSchema },
  children: { query: ShowcaseQuerySchema.extend({ parentPageSlug: z.string() }), response: ShowcaseSchema },
  sizeChart: { response: SizeChartSchema },
});
