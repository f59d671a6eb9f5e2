import * as z from 'zod';
import { sanitizeRichText } from './sanitize';

/**
 * A CMS rich-text field sanitised as it is parsed, so rich text nested inside
 * other blocks (accordion items, icon-and-text items, titles) is as safe as a
 * top-level rich-text block. Markup outside the allow-list is removed rather
 * than failing the block.
 */
export const SanitizedRichText = z.string().transform(sanitizeRichText);
