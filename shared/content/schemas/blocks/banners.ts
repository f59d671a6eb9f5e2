import * as z from 'zod';
import { PictureSchema, PlainText, RichTextHtml, TargetSchema } from '../common';
import { EditorColor } from './media';

// Banners and heroes: the shared banner fields and layout constants
// (the numbers live in shared/content/banner.ts).

/** A banner call to action: a target plus its button style, size and optional icon. */
export const BannerTargetSchema = TargetSchema.extend({
  style: z.enum(['primary', 'secondary', 'tertiary']).optional(),
  size: z.enum(['small', 'medium', 'large']).optional(),
  icon: z.string().regex(/^[a-z0-9-]+$/).optional(),
});
export type BannerTarget = z.infer<typeof BannerTargetSchema>;

const EyebrowSchema = z.object({ text: PlainText.optional(), logo: PictureSchema.optional() });
const BREAKPOINT = z.enum(['sm', 'md', 'lg']);

/** The shared banner fields: every banner type extends these. */
export const BannerFieldsSchema = z.object({
  id: z.string(),
  media: PictureSchema.optional(),
  /** Where the image (and, for linkType No-CTA, the whole banner) links to. */
  mediaTarget: TargetSchema.partial({ text: true }).optional(),
  targets: z.array(BannerTargetSchema).default([]),
  title: PlainText.optional(),
  subtitle: PlainText.optional(),
  richText: RichTextHtml.optional(),
  /** Older heroes send the eyebrow as plain text. */
  eyebrow: z.union([PlainText, EyebrowSchema]).optional(),
  overline: PlainText.optional(),
  caption: z
    .object({
      text: PlainText,
      color: EditorColor.optional(),
      position: z.enum(['top-left', 'top-right', 'bottom-left', 'bottom-right']).default('bottom-right'),
    })
    .optional(),
  gradientStyle: z.enum(['full', 'focused', 'off']).default('off'),
  gradientTone: z.enum(['dark', 'light']).default('dark'),
  /** Breakpoints that show the gradient; absent means all. */
  gradientBreakpoints: z.array(BREAKPOINT).optional(),
  alignment: z.enum(['left', 'center', 'right']).default('left'),
  verticalAlignment: z.enum(['top', 'middle', 'bottom']).optional(),
  promotionTracking: z.object({ creativeName: z.string(), promotionId: z.string(), promotionName: z.string() }).optional(),
  /** No-CTA: the whole banner is one link to mediaTarget; CTA: targets are buttons. */
  linkType: z.enum(['No-CTA', 'CTA']).default('CTA'),
  equalTargetSize: z.boolean().optional(),
  /** A solid panel behind the text, for legibility over busy images. */
  backdrop: z.boolean().optional(),
  backgroundColor: EditorColor.optional(),
});
export type BannerFields = z.infer<typeof BannerFieldsSchema>;

export const HeroSchema = BannerFieldsSchema.extend({
  type: z.literal('hero'),
  title: PlainText,
  media: PictureSchema,
  alignment: z.enum(['left', 'center']),
  /** More bottom padding when the hero sits under in-page navigation. */
  navigationPadding: z.boolean().optional(),
  /**
   * Experiment component: the flag whose decision may replace the copy
   * (its `headline` and `subtitle` string variables; empty keeps the CMS copy).
   */
  experimentFlag: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/).optional(),
});
export type Hero = z.infer<typeof HeroSchema>;

export const BannerBlockBelowSchema = BannerFieldsSchema.extend({
  type: z.literal('banner-block-below'),
  media: PictureSchema,
});
export type BannerBlockBelow = z.infer<typeof BannerBlockBelowSchema>;

export const BannerEspotSchema = BannerFieldsSchema.extend({
  type: z.literal('banner-espot'),
  title: PlainText,
});
export type BannerEspot = z.infer<typeof BannerEspotSchema>;

export const BannerImageSchema = BannerFieldsSchema.extend({
  type: z.literal('banner-image'),
  media: PictureSchema,
});
export type BannerImage = z.infer<typeof BannerImageSchema>;

export const BannerMenuTileSchema = BannerFieldsSchema.extend({
  type: z.literal('banner-menu-tile'),
  media: PictureSchema,
  title: PlainText,
});
export type BannerMenuTile = z.infer<typeof BannerMenuTileSchema>;

export const BannerOverlaySchema = BannerFieldsSchema.extend({
  type: z.literal('banner-overlay'),
  media: PictureSchema,
  /** xs/sm/md/lg = 1/3, 1/2, 2/3, 11/12 of the banner. */
  overlayWidth: z.enum(['xs', 'sm', 'md', 'lg']).default('sm'),
});
export type BannerOverlay = z.infer<typeof BannerOverlaySchema>;

export const BannerSplitSchema = BannerFieldsSchema.extend({
  type: z.literal('banner-split'),
  title: PlainText,
  richText: RichTextHtml,
  media: PictureSchema,
  /** Split image widths 60/50/40 percent. */
  imageWidth: z.union([z.literal(60), z.literal(50), z.literal(40)]),
  mediaPosition: z.enum(['left', 'right']),
});
export type BannerSplit = z.infer<typeof BannerSplitSchema>;

export const ThinBannerSchema = BannerFieldsSchema.extend({
  type: z.literal('banner-thin'),
  title: PlainText,
  backgroundColor: EditorColor,
  textColor: EditorColor,
});
export type ThinBanner = z.infer<typeof ThinBannerSchema>;

export const BANNER_BLOCKS = {
  hero: HeroSchema,
  'banner-block-below': BannerBlockBelowSchema,
  'banner-espot': BannerEspotSchema,
  'banner-image': BannerImageSchema,
  'banner-menu-tile': BannerMenuTileSchema,
  'banner-overlay': BannerOverlaySchema,
  'banner-split': BannerSplitSchema,
  'banner-thin': ThinBannerSchema,
} as const;
