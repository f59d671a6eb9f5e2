import * as z from 'zod';

/** Two capital letters plus six capitals or digits is a style code. */
export const PRODUCT_CODE_PATTERN = /^[A-Z]{2}[A-Z0-9]{6}$/;

export const ImageSchema = z.object({
  /** Root-relative so the storefront can point it at its own image CDN origin. */
  src: z.string().startsWith('/'),
  alt: z.string(),
});
export type Image = z.infer<typeof ImageSchema>;

/** Product price field names; the percent helper rounds to 1 decimal. */
export const PriceSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  lowOriginal: z.number().nonnegative(),
  highOriginal: z.number().nonnegative(),
  lowCurrent: z.number().nonnegative(),
  highCurrent: z.number().nonnegative(),
  percentagePriceDiscount: z.number().min(0).max(100),
  historicBestPrice: z.number().nonnegative().optional(),
  previousBestSalesPrice: z.number().nonnegative().optional(),
  salesPriceActiveDate: z.string().optional(),
});
export type Price = z.infer<typeof PriceSchema>;

export const ColorOptionSchema = z.object({
  code: z.string().regex(/^\d{3}$/),
  label: z.string(),
  hex: z.string().regex(/^#[0-9a-f]{6}$/i),
  available: z.boolean(),
  images: z.array(ImageSchema).min(1).max(3),
});
export type ColorOption = z.infer<typeof ColorOptionSchema>;

export const SizeOptionSchema = z.object({
  code: z.string(),
  label: z.string(),
  available: z.boolean(),
});
export type SizeOption = z.infer<typeof SizeOptionSchema>;

export const BreadcrumbSchema = z.object({ id: z.string(), name: z.string(), url: z.string() });
export type Breadcrumb = z.infer<typeof BreadcrumbSchema>;

export const RatingSchema = z.object({
  score: z.number().min(0).max(5),
  reviewsCount: z.number().int().nonnegative(),
});
export type Rating = z.infer<typeof RatingSchema>;

/** Analytics price labels and the low-stock label. */
export const ProductLabelSchema = z.enum(['Marked Down', 'Free Gift', 'LOW STOCK']);
export type ProductLabel = z.infer<typeof ProductLabelSchema>;

export const InventoryStatusSchema = z.enum(['IN_STOCK', 'LOW_STOCK', 'OUT_OF_STOCK']);
export type InventoryStatus = z.infer<typeof InventoryStatusSchema>;

export const ProductSchema = z.object({
  id: z.string().regex(PRODUCT_CODE_PATTERN),
  masterId: z.string().regex(PRODUCT_CODE_PATTERN),
  name: z.string(),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  url: z.string(),
  description: z.string(),
  /** The product family (jacket, boot, tent…): picks the size chart (size-chart/{productType}). */
  productType: z.string(),
  eyebrow: z.string().optional(),
  badge: z.string().optional(),
  categoryIds: z.array(z.string()),
  breadcrumbs: z.array(BreadcrumbSchema),
  attributes: z.object({
    color: z.object({ defaultColor: z.string(), options: z.array(ColorOptionSchema).min(1) }),
    size: z.object({ options: z.array(SizeOptionSchema).min(1) }),
  }),
  price: PriceSchema,
  rating: RatingSchema,
  inventory: z.object({ status: InventoryStatusSchema, quantity: z.number().int().nonnegative() }),
  labels: z.array(ProductLabelSchema),
});
export type Product = z.infer<typeof ProductSchema>;
