import * as z from 'zod';
import { SanitizedRichText } from '../../../rich-text/schema';
import { PictureSchema, PlainText, TargetSchema } from '../common';
import { nestedBlocks, perBreakpoint } from '../helpers';
import { CssColor } from './text';

// Category card, collections, linked and multi-link cards, visual selector, secondary nav, icon-and-text, benefit bar.

export const CategoryCardSchema = z.object({
  id: z.string(),
  type: z.literal('category-card'),
  title: z.string(),
  media: PictureSchema,
  target: TargetSchema,
});
export type CategoryCard = z.infer<typeof CategoryCardSchema>;

/** Collection breakpoints: how the items lay out on sm, md and lg. */
export const CollectionBreakpointSchema = z.object({
  type: z.enum(['grid', 'carousel']),
  /** Slide width as a CSS length (for example `80%` or `18rem`). */
  slideWidth: z.string().regex(/^\d+(?:\.\d+)?(?:%|rem|px|vw)$/).optional(),
  slideMaxWidth: z.string().regex(/^\d+(?:\.\d+)?(?:%|rem|px|vw)$/).optional(),
  /** Gap between slides, in pixels. */
  slidePadding: z.number().min(0).max(200).optional(),
  /** Side margin of the track, in pixels. */
  margin: z.number().min(0).max(200).optional(),
  autoplay: z.boolean().optional(),
  /** Seconds between slides; × 1000 ms. */
  autorotateTime: z.number().positive().optional(),
  loop: z.boolean().optional(),
  showArrows: z.boolean().optional(),
  showIndicators: z.boolean().optional(),
  showProgress: z.boolean().optional(),
});
export type CollectionBreakpoint = z.infer<typeof CollectionBreakpointSchema>;

export const CollectionSchema = z.object({
  id: z.string(),
  type: z.literal('collection'),
  /** CMS name; containing `[stacked]` forces full width and a grid on md and lg. */
  name: z.string().optional(),
  title: z.string(),
  subtitle: z.string().optional(),
  textLink: TargetSchema.optional(),
  alignment: z.enum(['left', 'center']).optional(),
  variant: z.enum(['threeCardGrid', 'highlightCenter']),
  breakpoints: perBreakpoint(CollectionBreakpointSchema).optional(),
  /** Category cards or other card blocks. */
  items: nestedBlocks(),
});
export type Collection = z.infer<typeof CollectionSchema>;

const ImageCardSchema = z.object({ id: z.string(), title: PlainText, media: PictureSchema, target: TargetSchema });
export type ImageCard = z.infer<typeof ImageCardSchema>;

/** A titled row of image cards; linked cards and visual selectors differ only in how they look. */
const imageCardList = <T extends string>(type: T) =>
  z.object({ id: z.string(), type: z.literal(type), title: PlainText.optional(), items: z.array(ImageCardSchema).min(1) });

export const LinkedCardsSchema = imageCardList('linked-cards');
export type LinkedCards = z.infer<typeof LinkedCardsSchema>;

export const MultiLinkCardSchema = z.object({
  id: z.string(),
  type: z.literal('multi-link-card'),
  media: PictureSchema,
  alignment: z.enum(['left', 'center']),
  targets: z.array(TargetSchema),
  title: PlainText.optional(),
  titleHtml: SanitizedRichText.optional(),
  titleStyle: z.enum(['small', 'medium', 'large']).optional(),
  titleTarget: TargetSchema.optional(),
});
export type MultiLinkCard = z.infer<typeof MultiLinkCardSchema>;

export const VisualSelectorSchema = imageCardList('visual-selector');
export type VisualSelector = z.infer<typeof VisualSelectorSchema>;

export const SecondaryNavSchema = z.object({
  id: z.string(),
  type: z.literal('secondary-nav'),
  title: PlainText,
  titleHtml: SanitizedRichText.optional(),
  targets: z.array(TargetSchema).min(1),
  titleColor: CssColor.optional(),
  backgroundColor: CssColor.optional(),
  alignment: z.enum(['left', 'center', 'right']),
  divider: z.boolean().optional(),
});
export type SecondaryNav = z.infer<typeof SecondaryNavSchema>;

/** The built-in icon set (client/content/blocks/cards/icons.tsx). */
export const ICON_NAMES = ['truck', 'return', 'shield', 'leaf', 'mountain', 'store', 'chat', 'star'] as const;
export type IconName = (typeof ICON_NAMES)[number];

export const IconAndTextItemSchema = z.object({
  id: z.string(),
  icon: z.enum(ICON_NAMES),
  richText: SanitizedRichText,
  target: TargetSchema.optional(),
  backgroundColor: CssColor.optional(),
  textColor: CssColor.optional(),
});

export const IconAndTextSchema = z.object({
  id: z.string(),
  type: z.literal('icon-and-text'),
  items: z.array(IconAndTextItemSchema).min(1),
  iconSize: z.enum(['small', 'medium', 'large']),
  variant: z.enum(['icon-above-text', 'icon-left', 'one-column']),
});
export type IconAndText = z.infer<typeof IconAndTextSchema>;

export const BenefitBarSchema = z.object({
  id: z.string(),
  type: z.literal('benefit-bar'),
  logo: PictureSchema.optional(),
  backgroundImage: PictureSchema.optional(),
  alignment: z.enum(['left', 'center']),
  title: PlainText,
  subtitle: PlainText.optional(),
  /** A "details" link shown as an info icon beside the title. */
  infoIcon: TargetSchema.optional(),
  targets: z.array(TargetSchema),
  showCloseButton: z.boolean(),
});
export type BenefitBar = z.infer<typeof BenefitBarSchema>;

export const CARD_BLOCKS = {
  'category-card': CategoryCardSchema,
  collection: CollectionSchema,
  'linked-cards': LinkedCardsSchema,
  'multi-link-card': MultiLinkCardSchema,
  'visual-selector': VisualSelectorSchema,
  'secondary-nav': SecondaryNavSchema,
  'icon-and-text': IconAndTextSchema,
  'benefit-bar': BenefitBarSchema,
} as const;
