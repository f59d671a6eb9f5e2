import { z } from 'zod';
import { ImageSchema, PriceSchema, ProductLabelSchema, RatingSchema } from './product';

/** The listing-card projection of a Product: only what a grid tile renders. */
export const ProductTileSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  eyebrow: z.string().optional(),
  badge: z.string().optional(),
  image: ImageSchema,
  colors: z.array(z.object({ code: z.string(), label: z.string(), hex: z.string(), image: ImageSchema })),
  price: PriceSchema,
  rating: RatingSchema,
  labels: z.array(ProductLabelSchema),
});
export type ProductTile = z.infer<typeof ProductTileSchema>;

export const CatalogResponseSchema = z.object({
  categoryId: z.string().optional(),
  searchTerm: z.string().optional(),
  name: z.string(),
  numFound: z.number().int().nonnegative(),
  start: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
  products: z.array(ProductTileSchema),
});
export type CatalogResponse = z.infer<typeof CatalogResponseSchema>;

export const CategorySchema = z.object({
  id: z.string().regex(/^\d{5}$/),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  parentId: z.string().optional(),
});
export type Category = z.infer<typeof CategorySchema>;
