import * as z from 'zod';
import { PlainText } from '../common';

// Image-social galleries (Gallery: containerId, filter).

const ContainerId = z.string().regex(/^[a-z][a-z0-9-]{0,63}$/, 'container id must be a lowercase DOM-safe id');

/** Bound to a container; `{productId}` and `{category}` in filter are replaced from the route. */
export const GallerySchema = z.object({
  id: z.string(),
  type: z.literal('gallery'),
  title: PlainText.optional(),
  containerId: ContainerId,
  filter: z.string().max(200).default(''),
});
export type Gallery = z.infer<typeof GallerySchema>;

/** Loads the social host's widget script into its container. */
export const GalleryWidgetSchema = z.object({
  id: z.string(),
  type: z.literal('gallery-widget'),
  title: PlainText.optional(),
  containerId: ContainerId,
});
export type GalleryWidget = z.infer<typeof GalleryWidgetSchema>;

export const GALLERY_BLOCKS = {
  gallery: GallerySchema,
  'gallery-widget': GalleryWidgetSchema,
} as const;
