import { z } from 'zod';
import { PictureSchema, TargetSchema } from '../common';

// spec §2/§3 category card, collections, linked and multi-link cards, visual selector, secondary nav, icon-and-text, benefit bar.

export const CategoryCardSchema = z.object({
  id: z.string(),
  type: z.literal('category-card'),
  title: z.string(),
  media: PictureSchema,
  target: TargetSchema,
});
export type CategoryCard = z.infer<typeof CategoryCardSchema>;

export const CollectionSchema = z.object({
  id: z.string(),
  type: z.literal('collection'),
  title: z.string(),
  subtitle: z.string().optional(),
  variant: z.enum(['threeCardGrid', 'highlightCenter']),
  items: z.array(CategoryCardSchema),
});
export type Collection = z.infer<typeof CollectionSchema>;

export const CARD_BLOCKS = {
  'category-card': CategoryCardSchema,
  collection: CollectionSchema,
} as const;
