import { z } from 'zod';
import { RichTextHtml } from '../common';

// spec §2 rich text, accordion, anchor, button, spacer.

export const RichTextSchema = z.object({
  id: z.string(),
  type: z.literal('rich-text'),
  richText: RichTextHtml,
});
export type RichText = z.infer<typeof RichTextSchema>;

export const TEXT_BLOCKS = {
  'rich-text': RichTextSchema,
} as const;
