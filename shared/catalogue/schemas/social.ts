import * as z from 'zod';

export * from '../social-limits';

// Social media (separate host): user-generated photos shown by the galleries.

export const SocialMediaSchema = z.object({
  id: z.string(),
  imageUrl: z.string().startsWith('/'),
  caption: z.string(),
  username: z.string(),
  createdAt: z.string(),
  streamIds: z.array(z.string()),
  categoryIds: z.array(z.string()),
  productIds: z.array(z.string()),
  /** Where the shopper shared it (a network's or app's name), when known. */
  source: z.string().optional(),
});
export type SocialMedia = z.infer<typeof SocialMediaSchema>;

export const SocialMediaListSchema = z.object({
  data: z.array(SocialMediaSchema),
  total: z.number().int().nonnegative(),
});
export type SocialMediaList = z.infer<typeof SocialMediaListSchema>;

export const SocialReportSchema = z.object({ reason: z.enum(['spam', 'offensive', 'copyright', 'other']), details: z.string().max(500).optional() });
export const SocialStashSchema = z.object({ mediaIds: z.array(z.string()).min(1).max(50) });
export const SocialUserSchema = z.object({ username: z.string().min(1).max(40), email: z.string().email() });
export const SocialUploadSchema = z.object({ imageUrl: z.string().startsWith('/'), caption: z.string().max(300), productIds: z.array(z.string()).max(10).default([]) });
