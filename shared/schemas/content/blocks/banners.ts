import { z } from 'zod';
import { PictureSchema, RichTextHtml, TargetSchema } from '../common';

// spec §2 banners and heroes; §3 shared banner fields; §9 layout constants.

export const HeroSchema = z.object({
  id: z.string(),
  type: z.literal('hero'),
  title: z.string(),
  subtitle: z.string().optional(),
  eyebrow: z.string().optional(),
  media: PictureSchema,
  targets: z.array(TargetSchema),
  gradientStyle: z.enum(['full', 'focused', 'off']),
  alignment: z.enum(['left', 'center']),
});
export type Hero = z.infer<typeof HeroSchema>;

export const BannerSplitSchema = z.object({
  id: z.string(),
  type: z.literal('banner-split'),
  title: z.string(),
  richText: RichTextHtml,
  media: PictureSchema,
  targets: z.array(TargetSchema),
  /** spec §9: split image widths 60/50/40 percent. */
  imageWidth: z.union([z.literal(60), z.literal(50), z.literal(40)]),
  mediaPosition: z.enum(['left', 'right']),
});
export type BannerSplit = z.infer<typeof BannerSplitSchema>;

export const ThinBannerSchema = z.object({
  id: z.string(),
  type: z.literal('banner-thin'),
  title: z.string(),
  targets: z.array(TargetSchema),
  backgroundColor: z.string(),
  textColor: z.string(),
});
export type ThinBanner = z.infer<typeof ThinBannerSchema>;

export const BANNER_BLOCKS = {
  hero: HeroSchema,
  'banner-split': BannerSplitSchema,
  'banner-thin': ThinBannerSchema,
} as const;
