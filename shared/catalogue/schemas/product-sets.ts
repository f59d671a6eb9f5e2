import * as z from 'zod';
import { ProductTileSchema } from './catalog';

/** GET /products/v2/products/{productId}/productSets: the sets a product belongs to. */
export const ProductSetSummarySchema = z.object({ productSetId: z.string(), name: z.string() });
export const ProductSetsResponseSchema = z.object({ productId: z.string(), productSets: z.array(ProductSetSummarySchema) });
export type ProductSetsResponse = z.infer<typeof ProductSetsResponseSchema>;

/** GET /products/v2/products/{productSetId}/productSet: a 'shop the look' set. */
export const ProductSetSchema = z.object({ productSetId: z.string(), name: z.string(), description: z.string(), products: z.array(ProductTileSchema).min(2) });
export type ProductSet = z.infer<typeof ProductSetSchema>;

/** GET /fapi/size-chart/{productType} (internal): productType is the product family. */
export const SizeChartSchema = z.object({
  productType: z.string(),
  title: z.string(),
  /** How to measure, plain text. */
  guidance: z.string(),
  columns: z.array(z.string()).min(2),
  rows: z.array(z.array(z.string())).min(1),
});
export type SizeChart = z.infer<typeof SizeChartSchema>;
