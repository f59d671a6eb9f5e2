import { z } from 'zod';
import { PlainText, TargetSchema } from '../common';

// spec §2 mega menu, promo bar, footer; §3 menu item and promo bar fields.

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

export const NAVIGATION_BLOCKS = {
  'promo-bar': PromoBarSchema,
  'mega-menu': MegaMenuSchema,
  footer: FooterSchema,
} as const;
