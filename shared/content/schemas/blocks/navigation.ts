import * as z from 'zod';
import { LinkUrl, PictureSchema, PlainText, RichTextHtml, TargetSchema } from '../common';

// Mega menu, promo bar, pop-up and footer, with their menu item, promo bar and pop-up fields.

/** A CSS colour from the CMS; kept to colour syntax so it cannot smuggle other declarations. */
const Color = z.string().regex(/^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+|rgba?\([\d\s.,%/]+\))$/, 'a CSS colour');

export const PromoBarMessageSchema = z.object({
  id: z.string(),
  richText: RichTextHtml,
  targets: z.array(TargetSchema),
  textColor: Color.optional(),
  hoverLinkColor: Color.optional(),
  background: Color.optional(),
  /** A message whose section is empty is dropped. Absent means "not tied to a section". */
  sectionId: z.string().optional(),
  /** Defaults to true when the message has a target. */
  clickable: z.boolean().optional(),
});
export type PromoBarMessage = z.infer<typeof PromoBarMessageSchema>;

export const PromoBarSchema = z.object({
  id: z.string(),
  type: z.literal('promo-bar'),
  /** Seconds; multiplied by 1000 when rotating. */
  autorotateTime: z.number().positive(),
  closable: z.boolean(),
  /** At most this many messages are shown (the configured value is not given; 3 here). */
  maxMessages: z.number().int().positive().optional(),
  messages: z.array(PromoBarMessageSchema),
});
export type PromoBar = z.infer<typeof PromoBarSchema>;

export type Breakpoint = 'sm' | 'md' | 'lg';

export type MenuItem = {
  id: string;
  title: string;
  target: { url: string; targetAttribute?: '_self' | '_blank' | undefined; type?: string | undefined };
  /** Desktop level-3 links show this built-in icon. */
  menuIcon?: string | undefined;
  /** Open this item's popover on click instead of hover. */
  triggerOnClick?: boolean | undefined;
  /** Hide the item's shop-all link per breakpoint. */
  hideShopAll?: Partial<Record<Breakpoint, boolean>> | undefined;
  /** Replaces the shop-all text for this item. */
  overrideShopAll?: string | undefined;
  children?: MenuItem[] | undefined;
};

export const MenuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    target: z.object({
      url: LinkUrl,
      targetAttribute: z.enum(['_self', '_blank']).optional(),
      type: z.string().optional(),
    }),
    menuIcon: z.string().optional(),
    triggerOnClick: z.boolean().optional(),
    hideShopAll: z.object({ sm: z.boolean().optional(), md: z.boolean().optional(), lg: z.boolean().optional() }).optional(),
    overrideShopAll: PlainText.optional(),
    children: z.array(MenuItemSchema).optional(),
  }),
);

export const MegaMenuSchema = z.object({
  id: z.string(),
  type: z.literal('mega-menu'),
  /** Every popover opens on click rather than hover. */
  triggerOnClick: z.boolean().optional(),
  /** The flag to show all level-3 items on mobile. */
  showAllL3OnMobile: z.boolean().optional(),
  /** The shop-all text ('Shop all' by default). */
  shopAllText: PlainText.optional(),
  items: z.array(MenuItemSchema),
});
export type MegaMenu = z.infer<typeof MegaMenuSchema>;

/** The block-level menu settings the header needs besides the items. */
export type MegaMenuSettings = Pick<MegaMenu, 'triggerOnClick' | 'showAllL3OnMobile' | 'shopAllText'>;
/** What the header takes from the menu canvas: the items alone, or the mega-menu block with its flags. */
export type HeaderMenu = MenuItem[] | (MegaMenuSettings & { items: MenuItem[] });

const LinkSchema = z.object({ text: z.string(), url: LinkUrl });

export const FooterSchema = z.object({
  id: z.string(),
  type: z.literal('footer'),
  columns: z.array(z.object({ id: z.string(), title: z.string(), links: z.array(LinkSchema) })),
  legal: z.string(),
  social: z.array(LinkSchema),
  /** Footer newsletter form copy; the form shows with defaults when absent. */
  newsletter: z.object({ title: PlainText, text: PlainText.optional() }).optional(),
});
export type Footer = z.infer<typeof FooterSchema>;

export const PopupSchema = z.object({
  id: z.string(),
  type: z.literal('popup'),
  /** A name containing 'newsletter' makes it a Newsletter pop-up, else Account Registration. */
  name: z.string(),
  backgroundColor: Color.optional(),
  /** Milliseconds before it expands (default 2000). */
  delay: z.number().int().nonnegative().optional(),
  disclaimer: RichTextHtml.optional(),
  disclaimerColor: Color.optional(),
  minimizedTitle: PlainText,
  maximizedTitle: PlainText,
  targets: z.array(TargetSchema),
  title: PlainText.optional(),
  titleHtml: RichTextHtml.optional(),
  titleColor: Color.optional(),
  logo: PictureSchema.optional(),
  logoSize: z.enum(['small', 'large']).optional(),
});
export type Popup = z.infer<typeof PopupSchema>;

export const NAVIGATION_BLOCKS = {
  'promo-bar': PromoBarSchema,
  'mega-menu': MegaMenuSchema,
  footer: FooterSchema,
  popup: PopupSchema,
} as const;
