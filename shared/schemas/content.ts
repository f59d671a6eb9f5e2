import { z } from 'zod';

// spec §2 "Content blocks" / §3 banner, collection, menu item, picture, promo bar.

/** Tags the rich-text renderer may emit; anything else is treated as a malformed block. */
const RICH_TEXT_TAG = /<\/?([a-zA-Z0-9]+)([^>]*)>/g;
const ALLOWED_TAGS = new Set(['p', 'h2', 'h3', 'strong', 'em', 'a', 'ul', 'li', 'br']);

function isAllowedRichText(html: string): boolean {
  for (const [, tag = '', attrs = ''] of html.matchAll(RICH_TEXT_TAG)) {
    const name = tag.toLowerCase();
    if (!ALLOWED_TAGS.has(name)) return false;
    const attributes = attrs.replace(/\/\s*$/, '').trim();
    if (attributes && !(name === 'a' && /^href="[^"<>]*"$/.test(attributes))) return false;
  }
  return true;
}

const RichTextHtml = z.string().refine(isAllowedRichText, 'rich text may only use p, h2, h3, strong, em, a[href], ul, li, br');
const PlainText = z.string().refine((text) => !/[<>]/.test(text), 'plain text must not contain markup');

export const TargetSchema = z.object({
  url: z.string(),
  text: z.string(),
  targetAttribute: z.enum(['_self', '_blank']).optional(),
});
export type Target = z.infer<typeof TargetSchema>;

export const PictureSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Picture = z.infer<typeof PictureSchema>;

export const PromoBarSchema = z.object({
  id: z.string(),
  type: z.literal('promo-bar'),
  /** Seconds; spec §9 multiplies by 1000 when rotating. */
  autorotateTime: z.number().positive(),
  closable: z.boolean(),
  messages: z.array(
    z.object({
      id: z.string(),
      richText: PlainText,
      targets: z.array(TargetSchema),
      textColor: z.string().optional(),
      background: z.string().optional(),
    }),
  ),
});
export type PromoBar = z.infer<typeof PromoBarSchema>;

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

export const RichTextSchema = z.object({
  id: z.string(),
  type: z.literal('rich-text'),
  richText: RichTextHtml,
});
export type RichText = z.infer<typeof RichTextSchema>;

export type MenuItem = {
  id: string;
  title: string;
  target: { url: string; targetAttribute?: '_self' | '_blank' | undefined; type?: string | undefined };
  menuIcon?: string | undefined;
  children?: MenuItem[] | undefined;
};

export const MenuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    target: z.object({
      url: z.string(),
      targetAttribute: z.enum(['_self', '_blank']).optional(),
      type: z.string().optional(),
    }),
    menuIcon: z.string().optional(),
    children: z.array(MenuItemSchema).optional(),
  }),
);

export const MegaMenuSchema = z.object({
  id: z.string(),
  type: z.literal('mega-menu'),
  items: z.array(MenuItemSchema),
});
export type MegaMenu = z.infer<typeof MegaMenuSchema>;

const LinkSchema = z.object({ text: z.string(), url: z.string() });

export const FooterSchema = z.object({
  id: z.string(),
  type: z.literal('footer'),
  columns: z.array(z.object({ id: z.string(), title: z.string(), links: z.array(LinkSchema) })),
  legal: z.string(),
  social: z.array(LinkSchema),
});
export type Footer = z.infer<typeof FooterSchema>;

export const ThinBannerSchema = z.object({
  id: z.string(),
  type: z.literal('banner-thin'),
  title: z.string(),
  targets: z.array(TargetSchema),
  backgroundColor: z.string(),
  textColor: z.string(),
});
export type ThinBanner = z.infer<typeof ThinBannerSchema>;

export const BLOCK_SCHEMAS = {
  'promo-bar': PromoBarSchema,
  hero: HeroSchema,
  'banner-split': BannerSplitSchema,
  collection: CollectionSchema,
  'category-card': CategoryCardSchema,
  'rich-text': RichTextSchema,
  'mega-menu': MegaMenuSchema,
  footer: FooterSchema,
  'banner-thin': ThinBannerSchema,
} as const;
export type BlockType = keyof typeof BLOCK_SCHEMAS;
export type Block = z.infer<(typeof BLOCK_SCHEMAS)[BlockType]>;

/** Blocks stay `unknown` here so one malformed block can be dropped without failing the page. */
export const CanvasSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  sections: z.record(z.string(), z.array(z.unknown())),
});
export type Canvas = z.infer<typeof CanvasSchema>;

export type ParsedBlock = { ok: true; block: Block } | { ok: false; type: string; issues: string };

export function parseBlock(raw: unknown): ParsedBlock {
  const type = typeof raw === 'object' && raw !== null && 'type' in raw ? String(raw.type) : 'unknown';
  if (!Object.hasOwn(BLOCK_SCHEMAS, type)) return { ok: false, type, issues: `unknown block type "${type}"` };
  const result = BLOCK_SCHEMAS[type as BlockType].safeParse(raw);
  if (result.success) return { ok: true, block: result.data };
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
  return { ok: false, type, issues };
}
