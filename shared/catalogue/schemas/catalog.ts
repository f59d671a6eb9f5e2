import * as z from 'zod';
import { CATALOG_SORTS, FACET_IDS } from '../catalog-options';
import { BreadcrumbSchema, ImageSchema, PriceSchema, ProductLabelSchema, RatingSchema } from './product';

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
  /** Top level first; a listing trims the first product's trail to its own category for its breadcrumbs. */
  breadcrumbs: z.array(BreadcrumbSchema).optional(),
});
export type ProductTile = z.infer<typeof ProductTileSchema>;

export * from '../catalog-options';

export const FacetIdSchema = z.enum(FACET_IDS);
export type FacetId = z.infer<typeof FacetIdSchema>;

export const CatalogSortSchema = z.enum(CATALOG_SORTS);
export type CatalogSort = z.infer<typeof CatalogSortSchema>;

export const FacetValueSchema = z.object({
  /** What goes back in the query: a size code, colour slug, gender, activity or price bucket `min-max` (`300-` is open). */
  id: z.string(),
  label: z.string(),
  count: z.number().int().nonnegative(),
  selected: z.boolean(),
  /** Colour facet: the swatch. */
  hex: z.string().optional(),
  /** Price facet: bounds in the site currency; max absent for the open top bucket. */
  min: z.number().nonnegative().optional(),
  max: z.number().nonnegative().optional(),
});
export type FacetValue = z.infer<typeof FacetValueSchema>;

export const FacetSchema = z.object({
  id: FacetIdSchema,
  label: z.string(),
  values: z.array(FacetValueSchema),
});
export type Facet = z.infer<typeof FacetSchema>;

export const CatalogResponseSchema = z.object({
  categoryId: z.string().optional(),
  searchTerm: z.string().optional(),
  name: z.string(),
  numFound: z.number().int().nonnegative(),
  start: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
  sort: CatalogSortSchema.optional(),
  facets: z.array(FacetSchema).default([]),
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

/** GET /products/v2/search/autoSuggest?q=, what the header combobox offers. */
export const AutoSuggestResponseSchema = z.object({
  searchTerm: z.string(),
  /** Completed queries, most products first. */
  suggestions: z.array(z.object({ term: z.string(), count: z.number().int().nonnegative() })).max(10),
  categories: z.array(z.object({ id: z.string(), name: z.string(), url: z.string() })).max(5),
  products: z.array(z.object({ id: z.string(), name: z.string(), url: z.string(), image: ImageSchema, price: PriceSchema })).max(6),
});
export type AutoSuggestResponse = z.infer<typeof AutoSuggestResponseSchema>;
