import * as z from 'zod';
import { safeHref } from '../../links';
import { SanitizedRichText } from '../../rich-text/schema';

// Content blocks: banner, collection, menu item, picture, promo bar.

/** Tags the rich-text renderer may emit; anything else is treated as a malformed block. */
const RICH_TEXT_TAG = /<\/?([a-zA-Z0-9]+)([^>]*)>/g;
// Matches the sanitiser's allow-list (shared/rich-text), which cleans whatever passes here.
const ALLOWED_TAGS = new Set(['p', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'a', 'ul', 'ol', 'li', 'br']);

function isAllowedRichText(html: string): boolean {
  for (const [, tag = '', attrs = ''] of html.matchAll(RICH_TEXT_TAG)) {
    const name = tag.toLowerCase();
    if (!ALLOWED_TAGS.has(name)) return false;
    const attributes = attrs.replace(/\/\s*$/, '').trim();
    if (attributes && !(name === 'a' && /^href="[^"<>]*"$/.test(attributes))) return false;
  }
  return true;
}

/**
 * A CMS rich-text field held to the allow-list: other markup makes its block malformed (the
 * lenient SanitizedRichText strips it instead). Either way the field is sanitised as the CMS
 * data is parsed, and nowhere else: every consumer (pages, fragments, nested blocks) reads
 * parsed blocks, so each field is cleaned exactly once.
 */
export const RichTextHtml = z
  .string()
  .refine(isAllowedRichText, 'rich text may only use p, h2, h3, h4, strong, b, em, i, a[href], ul, ol, li, br')
  .pipe(SanitizedRichText);
export const PlainText = z.string().refine((text) => !/[<>]/.test(text), 'plain text must not contain markup');

/**
 * A CMS link target: same-site, https, mailto or tel, backslashes read as the
 * slashes a browser follows. A link that would leave the site in disguise
 * (`//host`, `/\\host`) or run code makes its block malformed.
 */
export const LinkUrl = z.string().transform((url, ctx) => {
  const href = safeHref(url);
  if (href === null) ctx.addIssue({ code: 'custom', message: 'links must stay on this site or use https, mailto or tel' });
  return href ?? '';
});

export const TargetSchema = z.object({
  url: LinkUrl,
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

